import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DEMO_FIRST_MESSAGE_MS, DEMO_MESSAGE_GAP_MS, DEMO_SCRIPT, DEMO_TYPING_MS } from '../demo-script';
import { ChatDemo } from './chat-demo';

const log = () => screen.getByRole('log', { name: 'Demo conversation' });
const shown = () => Array.from(log().querySelectorAll<HTMLElement>('[data-message-type]'));
const shownTypes = () => shown().map((m) => m.dataset.messageType);
const typing = () => screen.queryByText('Counsel is typing');
const button = () => screen.getByRole('button');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** When each script message should appear: the first at 500 ms, every later one 2000 ms after the one before. */
const appearsAt = DEMO_SCRIPT.map((_, i) => DEMO_FIRST_MESSAGE_MS + i * DEMO_MESSAGE_GAP_MS);

let now = 0;
/** Moves the fake clock to `ms` after the click. */
const advanceTo = (ms: number) => {
  expect(ms).toBeGreaterThanOrEqual(now);
  advance(ms - now);
  now = ms;
};

function renderAndPlay() {
  render(<ChatDemo />);
  fireEvent.click(screen.getByRole('button', { name: 'Watch Demo Conversation' }));
  now = 0;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChatDemo', () => {
  it('the script is what the issue asks for: at least 4 messages, user first, both speakers, a cited source', () => {
    expect(DEMO_SCRIPT.length).toBeGreaterThanOrEqual(4);
    expect(DEMO_SCRIPT[0]!.type).toBe('user');
    expect(DEMO_SCRIPT.some((m) => m.type === 'ai')).toBe(true);
    expect(DEMO_SCRIPT.some((m) => m.type === 'ai' && /Source/.test(m.content))).toBe(true);
    expect([DEMO_FIRST_MESSAGE_MS, DEMO_MESSAGE_GAP_MS, DEMO_TYPING_MS]).toEqual([500, 2000, 1500]);
  });

  it('starts empty and idle', () => {
    render(<ChatDemo />);
    expect(shown()).toHaveLength(0);
    expect(typing()).toBeNull();
    expect(button().textContent).toBe('Watch Demo Conversation');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
    // nothing plays by itself
    advance(60_000);
    expect(shown()).toHaveLength(0);
    expect(typing()).toBeNull();
  });

  it('while playing the button reads "Demo in progress..." and is disabled', () => {
    renderAndPlay();
    expect(button().textContent).toBe('Demo in progress...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Watch Demo Conversation' })).toBeNull();
    advanceTo(appearsAt.at(-1)! - 1);
    expect(button().textContent).toBe('Demo in progress...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing at 499 ms and the first (user) message at 500 ms', () => {
    renderAndPlay();
    advanceTo(499);
    expect(shown()).toHaveLength(0);
    expect(typing()).toBeNull();
    advanceTo(500);
    expect(shownTypes()).toEqual(['user']);
    expect(shown()[0]!.textContent).toContain(DEMO_SCRIPT[0]!.content);
  });

  it('shows each later message 2000 ms after the previous one, each AI message after exactly 1500 ms of typing', () => {
    renderAndPlay();
    DEMO_SCRIPT.forEach((line, i) => {
      const at = appearsAt[i]!;
      if (line.type === 'ai') {
        const typingFrom = at - DEMO_TYPING_MS;
        advanceTo(typingFrom - 1);
        expect(typing(), `no typing indicator 1 ms before it is due (message ${i + 1})`).toBeNull();
        advanceTo(typingFrom);
        expect(typing(), `typing indicator at ${typingFrom} ms (message ${i + 1})`).not.toBeNull();
        expect(shown()).toHaveLength(i);
      }
      advanceTo(at - 1);
      expect(shown(), `message ${i + 1} not yet at ${at - 1} ms`).toHaveLength(i);
      if (line.type === 'ai') expect(typing(), `still typing at ${at - 1} ms`).not.toBeNull();
      advanceTo(at);
      expect(shown(), `message ${i + 1} at ${at} ms`).toHaveLength(i + 1);
      expect(shown()[i]!.dataset.messageType).toBe(line.type);
      expect(typing(), `typing indicator gone when message ${i + 1} appears`).toBeNull();
    });
  });

  it('plays every script message in order with its type and content', () => {
    renderAndPlay();
    advanceTo(appearsAt.at(-1)!);
    expect(shownTypes()).toEqual(DEMO_SCRIPT.map((m) => m.type));
    shown().forEach((el, i) => expect(el.textContent).toContain(DEMO_SCRIPT[i]!.content));
    // and nothing more arrives afterwards
    advanceTo(appearsAt.at(-1)! + 30_000);
    expect(shown()).toHaveLength(DEMO_SCRIPT.length);
    expect(typing()).toBeNull();
  });

  it('re-enables the button when the last message appears, and a replay starts from empty', () => {
    renderAndPlay();
    advanceTo(appearsAt.at(-1)!);
    expect(button().textContent).toBe('Watch Demo Conversation');
    expect((button() as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(button());
    now = 0;
    expect(shown()).toHaveLength(0);
    expect(button().textContent).toBe('Demo in progress...');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    advanceTo(499);
    expect(shown()).toHaveLength(0);
    advanceTo(500);
    expect(shownTypes()).toEqual(['user']);
    advanceTo(appearsAt.at(-1)!);
    expect(shownTypes()).toEqual(DEMO_SCRIPT.map((m) => m.type));
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves no timer running once unmounted mid-demo', () => {
    const { unmount } = render(<ChatDemo />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Demo Conversation' }));
    advance(DEMO_FIRST_MESSAGE_MS);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
