/** A mistake in a knowledge file, where an editor can find it. */
export type KnowledgeProblem = { file: string; line: number; message: string };

/** The knowledge base cannot be used: every problem found, one per line, as `file:line: message`. */
export class KnowledgeError extends Error {
  constructor(readonly problems: readonly KnowledgeProblem[]) {
    super(
      `The visa assistant's knowledge base has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map(({ file, line, message }) => `  ${file}:${line}: ${message}`).join('\n'),
    );
    this.name = 'KnowledgeError';
  }
}

/** Editor notes (`<!-- … -->`) become blank text with their line breaks kept, so line numbers hold. */
export function blankComments(content: string): string {
  return content.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
}
