import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { EmulationBanner } from './emulation-banner';

const emulation = { id: '6f1c1f0e-2b0a-4c39-9a55-1c2d3e4f5a6b', consoleOrigin: 'http://aerovia.localhost:3000' };

function renderBanner() {
  const onEnd = vi.fn();
  const post = vi.spyOn(api, 'post').mockResolvedValue({ recorded: true });
  const view = render(<EmulationBanner emulation={emulation} memberName="Casey Cardwell" onEnd={onEnd} />);
  return { onEnd, post, ...view };
}

const send = (origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('the emulation banner', () => {
  it('says whom staff are viewing as, stores the emulation, and ends it on request', async () => {
    const { onEnd, unmount } = renderBanner();
    expect(screen.getByRole('region', { name: 'Support emulation' })).toHaveTextContent('Viewing as Casey Cardwell');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.emulationMode)).toBe('radmin-emulation');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.emulationId)).toBe(emulation.id);
    await userEvent.click(screen.getByRole('button', { name: 'End emulation' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
    unmount();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.emulationId)).toBeNull();
  });

  it("signs out on the console's exit message naming this emulation", () => {
    const { onEnd, post } = renderBanner();
    send(emulation.consoleOrigin, { type: 'emulation-exit', emulationId: emulation.id });
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('ignores a forged exit message from another origin and reports it once for the audit log', () => {
    const { onEnd, post } = renderBanner();
    const forged = { type: 'emulation-exit', emulationId: emulation.id };
    send('http://127.0.0.1:3000', forged);
    send('http://127.0.0.1:3000', forged);
    expect(onEnd).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/Emulation/RefusedExit', {
      body: { origin: 'http://127.0.0.1:3000', reason: 'origin' },
    });
  });

  it('ignores an exit message for another emulation, and messages that are not exits at all', () => {
    const { onEnd, post } = renderBanner();
    send(emulation.consoleOrigin, { type: 'emulation-exit', emulationId: 'another' });
    send(emulation.consoleOrigin, { type: 'card-frame-ready' });
    expect(onEnd).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[1]).toEqual({ body: { origin: emulation.consoleOrigin, reason: 'emulation-id' } });
  });
});
