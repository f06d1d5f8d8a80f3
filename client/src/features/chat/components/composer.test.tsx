import { act, fireEvent, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_MAX_LENGTH } from '@common/schemas/chat';
import { Composer } from './composer';

const box = () => screen.getByLabelText<HTMLTextAreaElement>('Your question');

describe('Composer', () => {
  it('sends the trimmed question on Enter and empties the box', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '  My landlord kept my deposit  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('My landlord kept my deposit');
    expect(box().value).toBe('');
  });

  it('leaves Shift+Enter to the text box, for a new line', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'First line' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('First line');
  });

  it('does not send while an input method is composing a character', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'にほん' } });
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('refuses an empty question with a message, and sends nothing', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByText('Type a question first.')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('offers Stop instead of Send while an answer streams, and sends nothing on Enter', () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    render(<Composer onSend={onSend} streaming onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.change(box(), { target: { value: 'Another question' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('does not send or complain when Stop ends the answer and Send takes its place', () => {
    const onSend = vi.fn();
    // as in the browser, the answer's end re-renders the box within the click, before its default action
    const { rerender } = render(<Composer onSend={onSend} streaming onStop={() => flushSync(() => rerender(<Composer onSend={onSend} />))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByText('Type a question first.')).toBeNull();
  });

  it('takes a long story, and counts the characters left only near the limit', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'x'.repeat(15_000) } });
    expect(screen.queryByText(/characters left/)).toBeNull();
    fireEvent.change(box(), { target: { value: 'x'.repeat(QUESTION_MAX_LENGTH - 1_234) } });
    expect(screen.getByText('1,234 characters left')).toBeTruthy();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('x'.repeat(QUESTION_MAX_LENGTH - 1_234));
  });

  it('refuses a message over the limit with the limit in the words, keeping the text', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'y'.repeat(QUESTION_MAX_LENGTH + 5) } });
    expect(screen.getByText('5 characters over the limit')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('20,005 characters. A message can be at most 20,000 characters');
    expect(box().value).toHaveLength(QUESTION_MAX_LENGTH + 5);
  });

  it('refuses a paste that would go over the limit, and keeps what was typed', () => {
    render(<Composer onSend={() => {}} />);
    fireEvent.change(box(), { target: { value: 'My story so far.' } });
    const pasted = fireEvent.paste(box(), { clipboardData: { getData: () => 'z'.repeat(QUESTION_MAX_LENGTH) } });
    expect(pasted).toBe(false);
    expect(screen.getByRole('alert').textContent).toMatch(/20,016 characters, so it was not pasted\. A message can be at most 20,000 characters/);
    expect(box().value).toBe('My story so far.');
  });

  it('keeps the text while a send is on its way, and after it fails', async () => {
    let fail!: (e: Error) => void;
    const onSend = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    render(<Composer onSend={onSend} />);
    fireEvent.change(box(), { target: { value: 'Please keep this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box().value).toBe('Please keep this');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    await act(async () => fail(new Error('refused')));
    expect(box().value).toBe('Please keep this');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });

  it('empties the box once a send succeeds, and puts back a message it is given to restore', async () => {
    const { rerender } = render(<Composer onSend={() => Promise.resolve()} />);
    fireEvent.change(box(), { target: { value: 'Sent fine' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(box().value).toBe('');
    rerender(<Composer onSend={() => Promise.resolve()} restore={{ text: 'Refused by the server', key: 1 }} />);
    expect(box().value).toBe('Refused by the server');
  });
});
