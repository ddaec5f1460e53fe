import { makeSignupSchema, passwordResetConfirmSchema } from '@/lib/schemas/account';
import { ageOn, parseIsoDate } from '@/lib/utils/age';
import { ipKey } from '@/lib/server/limits/limit-keys';

const today = new Date('2026-03-01T00:00:00Z');
const schema = makeSignupSchema(() => today);
const valid = {
  email: ' Someone@Example.ORG ',
  name: 'Robin',
  password: 'correct horse battery',
  date_of_birth: '1990-04-12',
};

describe('signup schema', () => {
  it('normalises the e-mail and keeps the password exactly as typed', () => {
    const parsed = schema.parse({ ...valid, password: ' spaced  password ' });
    expect(parsed.email).toBe('someone@example.org');
    expect(parsed.password).toBe(' spaced  password ');
  });

  it('counts age to the day, with 29 February turning a year older on 1 March', () => {
    expect(ageOn({ y: 2008, m: 3, d: 1 }, today)).toBe(18);
    expect(ageOn({ y: 2008, m: 3, d: 2 }, today)).toBe(17);
    expect(ageOn({ y: 2008, m: 2, d: 29 }, today)).toBe(18);
    expect(schema.safeParse({ ...valid, date_of_birth: '2008-03-02' }).error?.issues[0]?.message).toBe('too_young');
    expect(schema.safeParse({ ...valid, date_of_birth: '2008-03-01' }).success).toBe(true);
  });

  it('rejects impossible dates', () => {
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseIsoDate('1990-13-01')).toBeNull();
  });

  it('names one field code per broken rule', () => {
    const codes = (input: Record<string, unknown>) =>
      schema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(codes({ ...valid, name: '@x' })).toEqual(['name:name_at_sign']);
    expect(codes({ ...valid, password: 'qwertyuiop' })).toEqual(['password:password_too_common']);
    expect(codes({ ...valid, name: 'someone@example.org' })).toEqual(['name:name_is_email']);
  });

  it('the reset schema requires both passwords', () => {
    expect(passwordResetConfirmSchema.safeParse({ token: 'a'.repeat(43), password: 'long enough pw' }).success).toBe(
      false,
    );
  });
});

describe('ipKey', () => {
  it('groups an IPv6 client by its /64 and keeps IPv4 whole', () => {
    expect(ipKey('203.0.113.9')).toBe('203.0.113.9');
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey(null)).toBe('unknown');
  });
});
