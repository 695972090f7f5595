'use client';

import { useCallback, useEffect, useState } from 'react';

import { useAdminApi } from './admin-api';

export type AdminData<T> = { data: T | null; error: string | null; loading: boolean; reload: () => void };

/** GETs `path` from the admin API, and again whenever reload() is called. */
export function useAdminData<T>(path: string): AdminData<T> {
  const api = useAdminApi();
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    api.get<T>(path).then(
      (data) => current && setState({ data, error: null, loading: false }),
      (error: Error) => current && setState({ data: null, error: error.message, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [api, path, round]);
  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    setRound((n) => n + 1);
  }, []);
  return { ...state, reload };
}

export type Notice = { text: string; tone: 'success' | 'error' };

/**
 * Runs a staff action (approve, mark handled, retry ...), then says how it went and reloads the list. Resolves to
 * whether it worked.
 */
export function useAction(reload: () => void) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>, success: string) => {
      try {
        await action();
        setNotice({ text: success, tone: 'success' });
        reload();
        return true;
      } catch (error) {
        setNotice({
          text: error instanceof Error ? error.message : 'That did not work. Please try again.',
          tone: 'error',
        });
        return false;
      }
    },
    [reload],
  );
  return { notice, run };
}

/** "3 Sep 2025, 11:12" in UK time, or an empty string: the back office's one date format. */
export { formatLondonDateTime as formatDateTime } from '@/lib/london-time';
