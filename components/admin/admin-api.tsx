'use client';

import { createContext, useContext } from 'react';

import type { LoginRequest, StaffSession } from '@/lib/admin/contracts';
import { apiBase } from '@/lib/links';

/** The back office's API is always on the same origin as its pages (the session cookie is host-only). */
export const ADMIN_API = '/api/admin';

/**
 * Where the back office works: the API's origin when the site is hosted apart from it (docs/deploying.md), which
 * serves these pages itself; null when the site and the API share an origin.
 */
export const backOfficeOrigin = apiBase ? new URL(apiBase).origin : null;

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type AdminApi = {
  email: string;
  /** GET a JSON answer. */
  get<T>(path: string): Promise<T>;
  /** POST JSON with the session's CSRF token; resolves when the server accepted it. */
  post(path: string, body?: unknown): Promise<void>;
};

export const AdminApiContext = createContext<AdminApi | null>(null);

export function useAdminApi(): AdminApi {
  const api = useContext(AdminApiContext);
  if (!api) throw new Error('useAdminApi must be used inside <AdminShell>');
  return api;
}

async function errorOf(response: Response): Promise<AdminApiError> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  return new AdminApiError(body?.error ?? `The server answered ${response.status}.`, response.status);
}

/** A client bound to one session; `onLoggedOut` runs when the server says the session has ended. */
export function createAdminApi(session: StaffSession, onLoggedOut: () => void): AdminApi {
  const call = async (path: string, init: RequestInit) => {
    const response = await fetch(`${ADMIN_API}${path}`, { credentials: 'same-origin', cache: 'no-store', ...init });
    if (response.status === 401) onLoggedOut();
    if (!response.ok) throw await errorOf(response);
    return response;
  };
  return {
    email: session.email,
    get: async (path) => (await call(path, { headers: { Accept: 'application/json' } })).json(),
    post: async (path, body) => {
      await call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
        body: JSON.stringify(body ?? {}),
      });
    },
  };
}

/** POST /login; returns the session or throws with the server's message. */
export async function logIn(credentials: LoginRequest) {
  const response = await fetch(`${ADMIN_API}/login`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as StaffSession;
}

/** The current session, or null when not logged in (the browser logs that 401 in its console; it is expected). */
export async function currentSession() {
  const response = await fetch(`${ADMIN_API}/session`, { credentials: 'same-origin', cache: 'no-store' });
  if (response.status === 401) {
    // Read to its end: Chromium keeps an answer nobody reads as a request in flight until it is garbage-collected
    // (the page never counts as loaded).
    await response.arrayBuffer();
    return null;
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as StaffSession;
}
