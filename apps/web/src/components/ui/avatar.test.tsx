import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the photo when there is one, hidden from screen readers (the name is beside it)', () => {
    const { container } = render(<Avatar name="Jane" photo="/api/users/1/photo?v=abc" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/api/users/1/photo?v=abc');
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back to the initial without a photo, or when the photo fails to load', () => {
    const { container, rerender } = render(<Avatar name="jane" photo={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('j');
    rerender(<Avatar name="jane" photo="/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('j');
  });
});
