import { serviceUrl } from '@nomada/service-kit';
import type { IsolatedPlatform } from '../src/isolated-platform';
import { pidListeningOn, residentBytes, sampleResidentMemory } from './documents-process';
import { pdfOfSize } from './documents-uploads';
import { signedInAccounts } from './signed-in-accounts';

const MB = 1024 * 1024;
const RELATIONS = ['spouse', 'child', 'child', 'child', 'child', 'child', 'child', 'child'];

export type FilingPackMemory = {
  people: number;
  files: number;
  packBytes: number;
  seconds: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
};

async function post(platform: IsolatedPlatform, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: platform.baseUrl, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Resident memory of the documents process while the assigned agent downloads the filing pack of a
 * family of nine (the applicant and eight members) whose every paper is an approved 10 MB PDF: the pack
 * is streamed, so growth should stay far below its size (decision 082's goal: under 64 MB).
 */
export async function measureFilingPackMemory(
  platform: IsolatedPlatform,
): Promise<FilingPackMemory> {
  const accounts = await signedInAccounts(platform, { assigned: true });
  for (const [index, relation] of RELATIONS.entries())
    await post(platform, accounts.applicant, '/functions/family-member-add', {
      relation,
      first_name: `Member${'abcdefgh'[index]}`.replace(/[^A-Za-z]/g, ''),
      last_name: 'Bench',
      date_of_birth: relation === 'spouse' ? '1990-01-01' : '2015-01-01',
      nationality: 'Argentina',
    });
  const dashboard = (await (
    await post(platform, accounts.applicant, '/functions/auth-get-dashboard-data', {})
  ).json()) as { requiredDocuments: { id: string }[] };
  const file = pdfOfSize(10 * MB);
  for (const item of dashboard.requiredDocuments) {
    const form = new FormData();
    form.append('documentName', 'bench');
    form.append('requiredDocumentId', item.id);
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'bench.pdf');
    const uploaded = await fetch(`${platform.baseUrl}/functions/auth-upload-document`, {
      method: 'POST',
      headers: { cookie: accounts.applicant, origin: platform.baseUrl },
      body: form,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status}`);
    const { document } = (await uploaded.json()) as { document: { id: string } };
    await post(platform, accounts.agent, '/functions/agent-actions', {
      action: 'approveDocument',
      payload: { documentId: document.id },
    });
  }
  const pid = pidListeningOn(Number(new URL(serviceUrl('documents', platform.port)).port));
  const rssBeforeBytes = residentBytes(pid);
  const sampler = sampleResidentMemory(pid);
  const started = performance.now();
  const response = await post(platform, accounts.agent, '/functions/agent-filing-pack', {
    userId: accounts.applicantId,
  });
  let packBytes = 0;
  const reader = response.body!.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read())
    packBytes += read.value.length;
  return {
    people: RELATIONS.length + 1,
    files: dashboard.requiredDocuments.length,
    packBytes,
    seconds: (performance.now() - started) / 1000,
    rssBeforeBytes,
    rssPeakBytes: sampler.stop(),
  };
}

export function filingPackLines(result: FilingPackMemory): string[] {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  const growth = result.rssPeakBytes - result.rssBeforeBytes;
  return [
    `\ndocuments: the filing pack of ${result.people} people, ${result.files} approved files of 10 MB`,
    `  pack ${mb(result.packBytes)} in ${result.seconds.toFixed(1)} s; RSS before ${mb(result.rssBeforeBytes)}, peak ${mb(result.rssPeakBytes)}, growth ${mb(growth)} (goal: under 64 MB)${growth > 64 * MB ? '  MISSED' : ''}`,
  ];
}
