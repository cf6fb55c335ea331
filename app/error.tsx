'use client';

import { ErrorScreen } from '@/components/error-screen';

export default function Error() {
  return <ErrorScreen />;
}
