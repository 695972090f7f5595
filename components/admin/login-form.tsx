'use client';

import { useState, type FormEvent } from 'react';

import { inputClass } from '@/components/ui/form-field';

import { logIn } from './admin-api';

/** Staff login: email, password and the 6-digit code from an authenticator app, all three every time. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: { email: string; csrfToken: string }) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(
        await logIn({
          email: String(data.get('email') ?? ''),
          password: String(data.get('password') ?? ''),
          code: String(data.get('code') ?? ''),
        }),
      );
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'Could not log in. Please try again.');
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-4xl">Staff login</h1>
      <p className="mt-3 text-ink-soft">For the practice team only. Accounts are set up by the site’s administrator.</p>
      <form onSubmit={submit} className="card mt-8 space-y-5 p-6 sm:p-8">
        {error && (
          <p
            role="alert"
            className="rounded-lg border-2 border-danger-700 bg-danger-50 p-3 font-semibold text-danger-800"
          >
            {error}
          </p>
        )}
        <div>
          <label htmlFor="admin-email" className="font-semibold">
            Email
          </label>
          <input id="admin-email" name="email" type="email" autoComplete="username" required className={inputClass} />
        </div>
        <div>
          <label htmlFor="admin-password" className="font-semibold">
            Password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="admin-code" className="font-semibold">
            Code from your authenticator app
          </label>
          <p id="admin-code--hint" className="text-sm text-ink-muted">
            6 digits, for example 123456
          </p>
          <input
            id="admin-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby="admin-code--hint"
            className={inputClass}
          />
        </div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 items-center rounded-pill bg-navy-800 px-6 font-semibold text-white hover:bg-navy-900 disabled:opacity-70"
        >
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </div>
  );
}
