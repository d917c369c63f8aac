import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as contractEntry from './contract-entry';
import * as rootEntry from './index';
import * as testingEntry from './testing';

describe('@plaudit/api/contract', () => {
  it('exports the contract, codecs, entities and client of the root entry', () => {
    for (const name of ['contract', 'callNames', 'dataset', 'memberDataBundle', 'createClient']) {
      expect(contractEntry).toHaveProperty(name);
    }
    for (const [name, value] of Object.entries(contractEntry)) {
      expect(rootEntry).toHaveProperty(name, value);
    }
    expect(contractEntry).not.toHaveProperty('plauditApi');
  });

  it('pulls in neither React, Redux nor msw', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./contract-entry.ts', import.meta.url))],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      conditions: ['@plaudit/source'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('zod'))).toBe(true);
    expect(
      inputs.filter((path) =>
        /node_modules\/(react|react-dom|react-redux|@reduxjs|msw)\//.test(path),
      ),
    ).toEqual([]);
  });
});

describe('@plaudit/api/testing', () => {
  it('holds the contract kit, which neither production entry exports', () => {
    for (const name of ['scenarios', 'runScenario', 'demoCredentials', 'ScenarioError']) {
      expect(testingEntry).toHaveProperty(name);
      expect(rootEntry).not.toHaveProperty(name);
    }
  });

  it('leaves the demo passwords out of the contract entry the server bundles', async () => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./contract-entry.ts', import.meta.url))],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      conditions: ['@plaudit/source'],
      logLevel: 'silent',
    });
    const code = result.outputFiles.map((file) => file.text).join('\n');
    expect(code).toContain('createClient');
    expect(code).not.toContain(testingEntry.demoCredentials.member.password);
  });
});
