/** The part of s3rver 3.7 (which ships no types) the tests use. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type S3rverOptions = {
    directory: string;
    silent?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: string[] }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    configureBuckets(): Promise<void>;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
