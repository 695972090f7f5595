'use client';

import { useState, type FormEvent } from 'react';

import type { StaffSession } from '@/lib/admin/contracts';
import { ErrorSummary } from '@/components/shared/forms/error-summary';
import { InputField } from '@/components/shared/forms/field';
import { useErrorSummary } from '@/components/hooks/use-error-summary';

import { logIn } from './admin-api';

/** Staff login: email, password and the 6-digit code from an authenticator app, all three every time. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: StaffSession) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Answers never say which part was wrong, so the problem is the form's, shown in the summary, which takes focus.
  const { ref: summaryRef, show: showSummary } = useErrorSummary();

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
      showSummary();
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-4xl">Staff login</h1>
      <p className="mt-3 text-ink-soft">For the practice team only. Accounts are set up by the site’s administrator.</p>
      <form onSubmit={submit} className="card mt-8 space-y-5 p-6 sm:p-8">
        {error && (
          <ErrorSummary
            id="login-error-summary"
            ref={summaryRef}
            title="You could not be logged in"
            notice={error}
            errors={[]}
          />
        )}
        <InputField id="admin-email" label="Email" name="email" type="email" autoComplete="username" required />
        <InputField
          id="admin-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <InputField
          id="admin-code"
          label="Code from your authenticator app"
          hint="6 digits, for example 123456"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
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
