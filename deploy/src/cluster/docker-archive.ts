import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type ImageConfig = { entrypoint?: string[]; env?: string[]; user?: string };

/**
 * A docker-archive tarball (what `podman save` writes and `ctr images import` reads) of one layer made
 * from a root folder: how the node gets images that no registry serves here.
 */
export function writeDockerArchive(
  rootfs: string,
  reference: string,
  out: string,
  config: ImageConfig = {},
): void {
  const work = mkdtempSync(path.join(path.dirname(out), '.archive-'));
  try {
    const layerTar = path.join(work, 'layer.tar');
    execFileSync('tar', ['--numeric-owner', '-C', rootfs, '-cf', layerTar, '.']);
    const layerSha = createHash('sha256').update(readFileSync(layerTar)).digest('hex');
    const imageConfig = JSON.stringify({
      architecture: 'amd64',
      os: 'linux',
      config: {
        Entrypoint: config.entrypoint ?? null,
        Env: config.env ?? ['PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'],
        User: config.user ?? '',
      },
      rootfs: { type: 'layers', diff_ids: [`sha256:${layerSha}`] },
      history: [{ created_by: 'deploy/src/cluster/docker-archive.ts' }],
    });
    const configSha = createHash('sha256').update(imageConfig).digest('hex');
    mkdirSync(path.join(work, layerSha));
    execFileSync('mv', [layerTar, path.join(work, layerSha, 'layer.tar')]);
    writeFileSync(path.join(work, `${configSha}.json`), imageConfig);
    writeFileSync(
      path.join(work, 'manifest.json'),
      JSON.stringify([
        { Config: `${configSha}.json`, RepoTags: [reference], Layers: [`${layerSha}/layer.tar`] },
      ]),
    );
    execFileSync('tar', ['-C', work, '-cf', out, 'manifest.json', `${configSha}.json`, layerSha]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
