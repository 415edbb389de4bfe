import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `GET /dev/mailbox` lists; kept beside each `.eml` so listing never parses MIME. */
export type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  created_at: string;
  text: string;
};

const ID_PATTERN = /^[0-9a-f-]{36}$/;

export const isMailboxId = (id: string) => ID_PATTERN.test(id);

export async function storeMail(dir: string, entry: MailboxEntry, eml: Buffer): Promise<void> {
  if (!isMailboxId(entry.id)) throw new Error('mailbox ids are email ids (uuids)');
  await mkdir(dir, { recursive: true });
  // Write-then-rename: a reader never sees half a file.
  await writeAtomically(join(dir, `${entry.id}.eml`), eml);
  await writeAtomically(join(dir, `${entry.id}.json`), JSON.stringify(entry, null, 2));
}

async function writeAtomically(path: string, content: Buffer | string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
}

export async function listMail(dir: string, limit: number): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && isMailboxId(name.slice(0, -5)))
      .map(async (name) => {
        try {
          return JSON.parse(await readFile(join(dir, name), 'utf8')) as MailboxEntry;
        } catch {
          return null;
        }
      }),
  );
  return entries
    .filter((entry): entry is MailboxEntry => entry !== null)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit);
}

export async function readEml(dir: string, id: string): Promise<Buffer | null> {
  if (!isMailboxId(id)) return null;
  try {
    return await readFile(join(dir, `${id}.eml`));
  } catch {
    return null;
  }
}
