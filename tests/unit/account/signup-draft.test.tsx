import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SignupDialog } from '@/components/account/signup-dialog';
import { forgetSignupDraft } from '@/components/account/signup-form-draft';
import { enterAsMember } from '@/components/account/after-login';
import { signUp } from '@/lib/api-client/accounts';
import en from '@/messages/en.json';

jest.mock('@/lib/api-client/accounts', () => ({ signUp: jest.fn() }));
jest.mock('@/components/account/after-login', () => ({
  AFTER_SIGNUP_PATH: '/complete-signup',
  enterAsMember: jest.fn(),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

// jsdom has no modal dialogs: open is enough for what the tests read.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  jest.resetAllMocks();
  forgetSignupDraft();
});

const TYPED = {
  email: 'half.way@example.org',
  name: 'Alex',
  password: 'a long enough secret phrase',
  date: '1990-05-05',
  message: 'Hello there',
};

function openModal(onClose: () => void = () => undefined) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SignupDialog
        locale="en"
        messages={en}
        mode="all"
        siteName="Rosedate"
        timeZone="UTC"
        title={en.Signup.title}
        closeLabel="Close"
        onClose={onClose}
      />
    </NextIntlClientProvider>,
  );
}

function fill() {
  fireEvent.change(screen.getByLabelText(en.Signup.email), { target: { value: TYPED.email } });
  fireEvent.change(screen.getByLabelText(en.Signup.name, { exact: true }), { target: { value: TYPED.name } });
  fireEvent.change(screen.getByLabelText(en.Signup.password), { target: { value: TYPED.password } });
  fireEvent.change(screen.getByLabelText(en.Signup.dateOfBirth), { target: { value: TYPED.date } });
  fireEvent.change(screen.getByLabelText(en.Signup.signupMessage), { target: { value: TYPED.message } });
}

describe('the signup modal keeps what was typed while the page lives', () => {
  it('Escape closes a half-filled form; reopened, it holds everything again except the password', () => {
    const onClose = jest.fn();
    const first = openModal(onClose);
    fill();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalled();
    first.unmount();

    openModal();
    expect(screen.getByLabelText(en.Signup.email)).toHaveValue(TYPED.email);
    expect(screen.getByLabelText(en.Signup.name, { exact: true })).toHaveValue(TYPED.name);
    expect(screen.getByLabelText(en.Signup.dateOfBirth)).toHaveValue(TYPED.date);
    expect(screen.getByLabelText(en.Signup.signupMessage)).toHaveValue(TYPED.message);
    expect(screen.getByLabelText(en.Signup.password)).toHaveValue('');
  });

  it('a field emptied again stays empty, and after a signup the form starts empty', async () => {
    const first = openModal();
    fill();
    fireEvent.change(screen.getByLabelText(en.Signup.name, { exact: true }), { target: { value: '' } });
    first.unmount();
    const second = openModal();
    expect(screen.getByLabelText(en.Signup.name, { exact: true })).toHaveValue('');
    expect(screen.getByLabelText(en.Signup.email)).toHaveValue(TYPED.email);

    jest.mocked(signUp).mockResolvedValue({ user: { loggedIn: true } } as Awaited<ReturnType<typeof signUp>>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Signup.submit })));
    expect(enterAsMember).toHaveBeenCalledWith('/complete-signup');
    second.unmount();
    openModal();
    expect(screen.getByLabelText(en.Signup.email)).toHaveValue('');
  });
});
