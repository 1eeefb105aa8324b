// @vitest-environment jsdom
// Issue #58 'Photos': a guest's page asks for an uploaded photo by width and format (AVIF, WebP, JPEG srcset), a
// drawing stays a plain image; the office's photo field uploads with progress, shows a refusal under the field, and
// moves the focus from its list.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoField } from '../../../src/app/operator/PhotoField';
import { ImageWithFallback } from '../../../src/app/ui/ImageWithFallback';

const ID = '0123456789abcdef01234567';
const OTHER = 'fedcba9876543210fedcba98';
const ADDRESS = `/photos/${ID}-1600.jpg`;
const info = (id: string, focus = { x: 0.5, y: 0.5 }) => ({
  id,
  address: `/photos/${id}-1600.jpg`,
  widths: [480, 960, 1600],
  focus,
  original: { width: 2000, height: 1500 },
  crop: { left: 0, top: 0, width: 2000, height: 1500 },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a guest page', () => {
  it('asks for an uploaded photo by width, AVIF and WebP first', () => {
    const { container } = render(<ImageWithFallback src={ADDRESS} alt="Sea Breeze" className="card__image" />);
    const sources = container.querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `/photos/${ID}-480.avif 480w, /photos/${ID}-960.avif 960w, /photos/${ID}-1600.avif 1600w`,
    );
    const img = screen.getByRole('img', { name: 'Sea Breeze' });
    expect(img.getAttribute('srcset')).toContain(`/photos/${ID}-480.jpg 480w`);
    expect(img.getAttribute('sizes')).toMatch(/100vw$/);
    expect(img.getAttribute('src')).toBe(ADDRESS);
  });

  it('keeps a drawing a plain image', () => {
    const { container } = render(<ImageWithFallback src="/images/boats/sea-breeze.svg" alt="Sea Breeze" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img').getAttribute('srcset')).toBeNull();
  });
});

/** An XMLHttpRequest that reports half the upload sent, then answers `status` with `body`. */
function fakeUpload(status: number, body: unknown) {
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload: { onprogress?: (e: Partial<ProgressEvent>) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      status = 0;
      responseText = '';
      private request = { url: '', headers: {} as Record<string, string> };
      open(_method: string, url: string) {
        this.request.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name.toLowerCase()] = value;
      }
      send() {
        sent.push(this.request);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        setTimeout(() => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        }, 20);
      }
      abort() {}
    },
  );
  return sent;
}

const renderField = (value: string, onChange = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhotoField label="Main photo" value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
};
const pickFile = (type = 'image/jpeg') =>
  fireEvent.change(screen.getByLabelText('Add photo'), {
    target: { files: [new File([new Uint8Array([1, 2, 3])], 'boat.jpg', { type })] },
  });

describe("the office's photo field", () => {
  it('uploads a photo with its progress and hands back its address', async () => {
    const sent = fakeUpload(200, info(ID));
    const onChange = renderField('');
    pickFile();
    expect((await screen.findByRole('status')).textContent).toMatch(/Uploading the photo: (0|50)%/);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ADDRESS));
    expect(sent[0]!.url).toBe('/api/v1/web/operator/catalogue/photos?x=0.5&y=0.5');
    expect(sent[0]!.headers['content-type']).toBe('image/jpeg');
  });

  it("shows the server's refusal under the field", async () => {
    fakeUpload(415, {
      message: 'This file is not a photo this server can read. Send a JPEG, PNG or WebP photo.',
      code: 'UNSUPPORTED_PHOTO',
    });
    const onChange = renderField('');
    pickFile('image/gif');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a photo this server can read/);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Add photo').getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('moves what stays in view from its list', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
        return url.endsWith('/focus') ? json(info(OTHER, { x: 0.5, y: 0 })) : json(info(ID));
      }),
    );
    const onChange = renderField(ADDRESS);
    const keep = await screen.findByLabelText('Keep in view');
    expect((keep as HTMLSelectElement).value).toBe('centre');
    fireEvent.change(keep, { target: { value: 'top' } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(`/photos/${OTHER}-1600.jpg`));
    expect(calls).toContain(`POST /api/v1/web/operator/catalogue/photos/${ID}/focus {"x":0.5,"y":0}`);
    expect(screen.getByRole('img', { name: 'Main photo: how guests see it' })).toBeTruthy();
  });
});
