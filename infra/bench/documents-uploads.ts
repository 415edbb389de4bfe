import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { approvedApplicants } from './documents-applicants';
import { pidListeningOn, residentBytes, sampleResidentMemory } from './documents-process';

const MB = 1024 * 1024;

export type UploadBurst = { succeeded: number; seconds: number; rssPeakBytes: number };

export type UploadMemory = {
  uploads: number;
  bytesEach: number;
  rssBeforeBytes: number;
  /** The same burst twice: the second shows whether memory keeps growing or is reused. */
  bursts: UploadBurst[];
};

/** A valid PDF of exactly `size` bytes (a long comment pads it). */
export function pdfOfSize(size: number): Uint8Array<ArrayBuffer> {
  const head = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%', 'latin1');
  const end = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(size, 0x20);
  head.copy(body, 0);
  end.copy(body, size - end.length);
  return new Uint8Array(body);
}

async function upload(
  baseUrl: string,
  cookie: string,
  itemId: string,
  file: Uint8Array<ArrayBuffer>,
) {
  const form = new FormData();
  form.append('documentName', 'bench');
  form.append('requiredDocumentId', itemId);
  form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
  const response = await fetch(`${baseUrl}/functions/auth-upload-document`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  await response.arrayBuffer();
  return response.status === 201;
}

/**
 * Resident memory of the documents process while `uploads` files of `bytesEach` (10 MB, the limit)
 * arrive at once through the gateway, each for a different checklist item, after the same burst of
 * small files. Uploads stream to disk, so growth should stay far below uploads × size (buffering
 * them in memory would add about 200 MB).
 */
export async function measureUploadMemory(
  platform: IsolatedPlatform,
  { uploads = 20, bytesEach = 10 * MB } = {},
): Promise<UploadMemory> {
  const itemsPerApplicant = 8;
  const applicants = await approvedApplicants(
    platform,
    Math.ceil(uploads / itemsPerApplicant),
    'premium',
  );
  const targets = applicants
    .flatMap(({ cookie, itemIds }) => itemIds.map((itemId) => ({ cookie, itemId })))
    .slice(0, uploads);
  const file = pdfOfSize(bytesEach);
  const pid = pidListeningOn(Number(new URL(serviceUrl('documents', platform.port)).port));
  // The same burst with small files first: what concurrency itself costs (code loaded on first
  // use, connection pools, buffers) is not what the size of the files costs.
  const small = pdfOfSize(64 * 1024);
  await Promise.all(
    targets.map(({ cookie, itemId }) => upload(platform.baseUrl, cookie, itemId, small)),
  );
  const rssBeforeBytes = residentBytes(pid);
  const bursts: UploadBurst[] = [];
  for (let round = 0; round < 2; round++) {
    const sampler = sampleResidentMemory(pid);
    const started = performance.now();
    const results = await Promise.all(
      targets.map(({ cookie, itemId }) => upload(platform.baseUrl, cookie, itemId, file)),
    );
    bursts.push({
      succeeded: results.filter(Boolean).length,
      seconds: (performance.now() - started) / 1000,
      rssPeakBytes: sampler.stop(),
    });
  }
  return { uploads, bytesEach, rssBeforeBytes, bursts };
}

export function uploadMemoryLines(result: UploadMemory): string[] {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  return [
    `\ndocuments: ${result.uploads} concurrent uploads of ${mb(result.bytesEach)} through the gateway (twice)`,
    `  RSS of documents before  ${mb(result.rssBeforeBytes)}`,
    ...result.bursts.map(
      (burst, index) =>
        `  burst ${index + 1}                ${burst.succeeded}/${result.uploads} uploaded in ${burst.seconds.toFixed(1)} s, peak ${mb(burst.rssPeakBytes)}, growth ${mb(burst.rssPeakBytes - result.rssBeforeBytes)}`,
    ),
  ];
}
