import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, keepDraftsForReload, registerDraft, takeDraft, useFormDraft } from './form-drafts';

afterEach(() => {
  window.sessionStorage.clear();
});

function useLoginForm() {
  const form = useForm({ mode: 'controlled', initialValues: { account: '', password: '', remember: false } });
  const clear = useFormDraft('login', form, ['password']);
  return { form, clear };
}

describe('form drafts', () => {
  it('keep what was typed across a reload, without the password, and give it back once', () => {
    const before = renderHook(useLoginForm);
    act(() => before.result.current.form.setValues({ account: 'player01', password: 'Passw0rd!', remember: true }));
    keepDraftsForReload();
    before.unmount();
    expect(window.sessionStorage.getItem('qc:form-drafts')).not.toContain('Passw0rd!');

    const after = renderHook(useLoginForm);
    expect(after.result.current.form.getValues()).toEqual({ account: 'player01', password: '', remember: true });
    after.unmount();
    // Taken once: a later opening of the form starts empty.
    expect(renderHook(useLoginForm).result.current.form.getValues().account).toBe('');
  });

  it('drop secret-looking keys even when the form forgot to omit them', () => {
    const unregister = registerDraft('verify', () => ({ phone: '09012345678', code: '123456', newPassword: 'x', captchaId: 'c' }));
    keepDraftsForReload();
    unregister();
    expect(takeDraft('verify')).toEqual({ phone: '09012345678' });
  });

  it('write nothing for a form that was closed, and nothing after a submit cleared it', () => {
    const form = renderHook(useLoginForm);
    act(() => form.result.current.form.setValues({ account: 'player01' }));
    form.unmount();
    keepDraftsForReload();
    expect(takeDraft('login')).toBeNull();

    const unregister = registerDraft('register', () => ({ loginName: 'newplayer' }));
    keepDraftsForReload();
    clearDraft('register');
    unregister();
    expect(takeDraft('register')).toBeNull();
    expect(window.sessionStorage.getItem('qc:form-drafts')).toBeNull();
  });

  it('read a damaged store as no draft', () => {
    window.sessionStorage.setItem('qc:form-drafts', '{not json');
    expect(takeDraft('login')).toBeNull();
  });
});
