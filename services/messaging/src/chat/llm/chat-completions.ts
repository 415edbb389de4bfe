import { z } from 'zod';

export type ModelSettings = {
  /** OpenAI-compatible base, e.g. `https://api.example.com/v1`; `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
};

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Why a model gave no usable answer; logged, never shown to the applicant. */
export class ModelError extends Error {
  override name = 'ModelError';
}

/**
 * One chat completion (OpenAI's `POST /chat/completions` protocol, which most hosted and local
 * model servers speak). Throws ModelError when the model is slow, fails or answers another shape.
 */
export async function completeChat(
  { baseUrl, model, apiKey, timeoutMs }: ModelSettings,
  messages: readonly ModelMessage[],
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({ model, messages, temperature: 0.2, max_tokens: 500, stream: false }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ModelError(timedOut ? `no answer within ${timeoutMs} ms` : 'model unreachable');
  }
  if (!response.ok) throw new ModelError(`model answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ModelError('model answered something other than JSON');
  }
  const parsed = completionSchema.safeParse(body);
  const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : undefined;
  if (!content) throw new ModelError('model answered no text');
  return content;
}
