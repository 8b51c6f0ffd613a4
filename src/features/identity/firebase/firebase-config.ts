import { env } from '@/shared/config/env';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

/** The Firebase web config from VITE_FIREBASE_CONFIG (JSON), or null: then every Firebase button is hidden. */
export function firebaseConfig(raw: string = env.VITE_FIREBASE_CONFIG): FirebaseWebConfig | null {
  if (!raw.trim()) return null;
  try {
    const value = JSON.parse(raw) as Partial<FirebaseWebConfig>;
    if (typeof value.apiKey === 'string' && typeof value.authDomain === 'string' && typeof value.projectId === 'string' && typeof value.appId === 'string') {
      return { apiKey: value.apiKey, authDomain: value.authDomain, projectId: value.projectId, appId: value.appId };
    }
  } catch {
    // a broken config is as good as none: the site works without Firebase
  }
  return null;
}
