'use client';

import { ErrorScreen } from '@/components/error-screen';

type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

export default function Error({ reset }: ErrorProps) {
  return <ErrorScreen onRetry={reset} />;
}
