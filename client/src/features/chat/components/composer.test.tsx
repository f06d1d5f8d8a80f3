import { fireEvent, render, screen } from '@testing-library/react';
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

  it('counts the characters left only near the limit', () => {
    render(<Composer onSend={() => {}} />);
    fireEvent.change(box(), { target: { value: 'x'.repeat(100) } });
    expect(screen.queryByText(/characters left/)).toBeNull();
    fireEvent.change(box(), { target: { value: 'x'.repeat(QUESTION_MAX_LENGTH - 20) } });
    expect(screen.getByText('20 characters left')).toBeTruthy();
    expect(box().maxLength).toBe(QUESTION_MAX_LENGTH);
  });
});
