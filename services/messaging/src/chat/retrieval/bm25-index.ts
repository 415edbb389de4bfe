/** A document as weighted term counts (a term in a heavier field counts more). */
export type IndexedDocument = { id: string; terms: ReadonlyMap<string, number> };

const K1 = 1.2;
const B = 0.75;

/** Okapi BM25 over a fixed set of documents (the facts); built once when the worker starts. */
export class Bm25Index {
  private readonly docs: ReadonlyArray<{
    id: string;
    terms: ReadonlyMap<string, number>;
    length: number;
  }>;
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;
  /** The rarest term's idf: what a word the documents never use is worth. */
  readonly maxIdf: number;

  constructor(documents: readonly IndexedDocument[]) {
    this.docs = documents.map(({ id, terms }) => ({
      id,
      terms,
      length: [...terms.values()].reduce((sum, weight) => sum + weight, 0),
    }));
    for (const doc of this.docs) {
      for (const term of doc.terms.keys()) {
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      }
    }
    this.averageLength =
      this.docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, this.docs.length);
    this.maxIdf = this.idfFor(1);
  }

  private idfFor(df: number): number {
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** 0 for a term no document has. */
  idf(term: string): number {
    const df = this.documentFrequency.get(term);
    return df ? this.idfFor(df) : 0;
  }

  knows(term: string): boolean {
    return this.documentFrequency.has(term);
  }

  /** BM25 contribution of one term to one document (0 when the document lacks it). */
  termScore(docIndex: number, term: string): number {
    const doc = this.docs[docIndex];
    const tf = doc?.terms.get(term);
    if (!doc || !tf) return 0;
    const norm = K1 * (1 - B + (B * doc.length) / this.averageLength);
    return (this.idf(term) * tf * (K1 + 1)) / (tf + norm);
  }

  get size(): number {
    return this.docs.length;
  }

  idAt(docIndex: number): string {
    return this.docs[docIndex]?.id ?? '';
  }

  has(docIndex: number, term: string): boolean {
    return Boolean(this.docs[docIndex]?.terms.get(term));
  }
}
