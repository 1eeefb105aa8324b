// Code is imported on a page no worker controls only when the server has just answered: a browser that remembers a
// failed module would otherwise refuse it for the rest of the page's life.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let answers = true;
let controller: object | null = null;
const probe = vi.fn(async (_url: string, _init?: RequestInit) => {
  if (!answers) throw new TypeError('Failed to fetch');
  return new Response('<svg/>');
});

async function fresh() {
  vi.resetModules();
  return (await import('../../../src/app/ui/reachableImport')).reachableImport;
}

beforeEach(() => {
  answers = true;
  controller = null;
  probe.mockClear();
  vi.stubGlobal('fetch', probe);
  vi.stubGlobal('navigator', {
    get serviceWorker() {
      return { controller };
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('reachableImport', () => {
  it('does not ask for the code when the server does not answer, and asks once it does', async () => {
    const reachableImport = await fresh();
    const load = vi.fn(async () => 'the module');
    const importModule = reachableImport(load);
    answers = false;
    await expect(importModule()).rejects.toThrow('Failed to fetch');
    expect(load).not.toHaveBeenCalled();
    answers = true;
    await expect(importModule()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledOnce();
    expect(probe).toHaveBeenLastCalledWith('/favicon.svg', { cache: 'no-store' });
  });

  it('once loaded, gives the module with no signal and without asking the server', async () => {
    const reachableImport = await fresh();
    const load = vi.fn(async () => 'the module');
    const importModule = reachableImport(load);
    await importModule();
    answers = false;
    await expect(importModule()).resolves.toBe('the module');
    expect(probe).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks the server once for imports asked for together, and again for a later one', async () => {
    const reachableImport = await fresh();
    await Promise.all([1, 2, 3].map((n) => reachableImport(async () => n)()));
    expect(probe).toHaveBeenCalledOnce();
    answers = false;
    await expect(reachableImport(async () => 4)()).rejects.toThrow('Failed to fetch');
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('a download that fails after the server answered is tried again on the next call', async () => {
    const reachableImport = await fresh();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('the module');
    const importModule = reachableImport(load);
    await expect(importModule()).rejects.toThrow('dynamically imported module');
    await expect(importModule()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports at once on a page the worker controls: it holds the code', async () => {
    const reachableImport = await fresh();
    controller = {};
    answers = false;
    await expect(reachableImport(async () => 'kept')()).resolves.toBe('kept');
    expect(probe).not.toHaveBeenCalled();
  });
});
