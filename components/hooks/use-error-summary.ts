'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The error summary's part in a form island: `show()` after a failed submit puts the summary on screen and moves
 * focus to it as soon as it is there. The focus waits for the render that draws it: react-hook-form publishes a
 * submit's errors a render after it reports the failure.
 */
export function useErrorSummary() {
  const ref = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (!focusPending.current || !ref.current) return;
    focusPending.current = false;
    ref.current.focus();
  });

  const show = useCallback(() => {
    focusPending.current = true;
    setFailedSubmits((count) => count + 1);
  }, []);
  const hide = useCallback(() => setFailedSubmits(0), []);

  return { ref, shown: failedSubmits > 0, show, hide };
}
