// Hand-written. fileFromPath(): a file part read from disk (docs/sdk-design.md, "Shapes"), in the Node.js
// entry (src/node.ts) because no browser or Worker has a file system to read.
import { InvalidArgumentError, UploadFile, type FileStream } from '../index';
import { nodeModule } from './modules';

/**
 * A file part read from `path` (Node.js, Bun, Deno), opened again by each attempt, so the call can be
 * retried. The file name defaults to the path's last segment. A path that is not a readable file is
 * refused (InvalidArgumentError) before anything is sent.
 */
export function fileFromPath(path: string, options: { name?: string; type?: string } = {}): UploadFile {
  return new UploadFile(
    async () => {
      try {
        const fs = await nodeModule<{ promises: { stat(path: string): Promise<{ isFile(): boolean }> }; createReadStream(path: string): FileStream }>('node:fs');
        if (!(await fs.promises.stat(path)).isFile()) throw new Error('not a file');
        return fs.createReadStream(path);
      } catch (cause) {
        throw new InvalidArgumentError(`${path} cannot be read: ${(cause as Error).message}`, { cause });
      }
    },
    options.name ?? path.split(/[\\/]/).pop()!,
    options.type,
  );
}
