import { Statistic } from 'antd';
import type { ReactNode } from 'react';

/** A figure with its title, smaller than antd's default so four fit a phone's row and words ("not available") fit. */
export function Figure({ title, value, tone }: { title: ReactNode; value: string | number; tone?: 'error' }) {
  return (
    <Statistic
      title={title}
      value={value}
      styles={{
        content: { fontSize: 20, ...(tone === 'error' ? { color: 'var(--ant-color-error)' } : {}) },
      }}
    />
  );
}
