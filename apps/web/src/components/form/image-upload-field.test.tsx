import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ImageUploadField } from './image-upload-field';

function renderField(upload: (file: File) => Promise<unknown>) {
  render(
    <ImageUploadField
      label="Favicon"
      hint="PNG, ICO or WebP, up to 1 KB"
      accept="image/png"
      maxBytes={1024}
      currentUrl="/favicon.ico"
      previewAlt="Current favicon"
      upload={upload}
    />,
  );
  return screen.getByLabelText('Favicon');
}

describe('ImageUploadField', () => {
  it('uploads the chosen file at once and says so', async () => {
    const upload = vi.fn(() => Promise.resolve());
    const input = renderField(upload);
    const file = new File(['png'], 'icon.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(upload).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('status')).toHaveTextContent('Image uploaded');
  });

  it('refuses a file over the limit without sending it', async () => {
    const upload = vi.fn(() => Promise.resolve());
    const input = renderField(upload);
    await userEvent.upload(
      input,
      new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' }),
    );
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be 1 KB or smaller');
    expect(input).toHaveAccessibleDescription('The image must be 1 KB or smaller');
  });

  it("shows the server's line for a refused file", async () => {
    const refusal = new ApiError({
      status: 415,
      code: 'http',
      message: 'The file must be a PNG image',
      errors: { file: ['The file must be a PNG image'] },
    });
    const input = renderField(() => Promise.reject(refusal));
    await userEvent.upload(input, new File(['<html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a PNG image');
    expect(screen.getByRole('img', { name: 'Current favicon' })).toHaveAttribute(
      'src',
      '/favicon.ico',
    );
  });
});
