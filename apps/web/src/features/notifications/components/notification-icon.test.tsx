import { NOTIFICATION_TYPES } from '@streamfront/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconNameFor, NotificationIcon } from './notification-icon';

// Every type the contract knows, but the generic `info`, which shows the bell.
const OWN_ICON_TYPES = NOTIFICATION_TYPES.filter((type) => type !== 'info');

describe('icons per type (spec §3)', () => {
  it.each(OWN_ICON_TYPES)('%s has its own icon', (type) => {
    const { container } = render(<NotificationIcon type={type} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', type);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it.each(['info', 'promotion', '', 'bell', 'toString', '__proto__'])(
    'any other type (%j) gets the bell',
    (type) => {
      expect(iconNameFor(type)).toBe('bell');
      const { container } = render(<NotificationIcon type={type} />);
      expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'bell');
    },
  );

  it('draws each of the nine icons differently', () => {
    const types = [...OWN_ICON_TYPES, 'x'];
    const drawings = types.map((type) =>
      render(<NotificationIcon type={type} />).container.innerHTML.replace(
        /data-icon="[^"]*"|class="[^"]*"/g,
        '',
      ),
    );
    expect(new Set(drawings).size).toBe(types.length);
  });
});
