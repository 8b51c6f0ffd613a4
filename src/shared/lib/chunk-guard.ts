import { localKeys, sessionStore } from './storage';

/** A page group that has not loaded in this time fails (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export type ChunkFailureKind = 'missing' | 'timeout' | 'other';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly kind: ChunkFailureKind,
    readonly group: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading page group "${group}" failed (${kind})`, options);
  }
}

const missingPatterns = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
  /failed to load module script/i,
];

export function classifyChunkError(error: unknown, group: string): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind: ChunkFailureKind = missingPatterns.some((p) => p.test(message)) ? 'missing' : 'other';
  return new ChunkLoadError(kind, group, { cause: error });
}

/** Runs a dynamic import, failing with a classified ChunkLoadError after `timeoutMs`. */
export function guardChunk<T>(group: string, importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', group)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(classifyChunkError(error, group));
      },
    );
  });
}

/** A reload within this window is not tried again: the chunk is really gone. */
const RELOAD_WINDOW_MS = 60_000;

/**
 * After a new deploy, the hashed chunk an open tab asks for no longer exists.
 * One reload fetches the new index.html and its chunks; a second failure in the
 * same minute shows the error instead of looping.
 */
export function reloadOnceForNewDeploy(reload: () => void = () => window.location.reload(), now = Date.now()): boolean {
  const last = Number(sessionStore.get(localKeys.chunkReload) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStore.set(localKeys.chunkReload, String(now));
  reload();
  return true;
}
