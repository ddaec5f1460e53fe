import { COMPLAINT_CATEGORIES, complaintSchema } from '@/lib/schemas/complaints';
import { complaintReference } from '@/lib/utils/complaint-reference';

const valid = {
  name: ' Kim ',
  email: ' Kim@Example.ORG ',
  category: 'privacy',
  message: '  Please remove my photos from your site.  ',
};

describe('the complaints form', () => {
  it('trims and normalises a valid complaint', () => {
    expect(complaintSchema.parse(valid)).toEqual({
      name: 'Kim',
      email: 'kim@example.org',
      category: 'privacy',
      message: 'Please remove my photos from your site.',
    });
  });

  it('knows the six categories', () => {
    expect([...COMPLAINT_CATEGORIES]).toEqual(['billing', 'content', 'member', 'privacy', 'technical', 'other']);
  });

  it.each([
    [{ ...valid, category: 'refund' }, 'category_invalid'],
    [{ ...valid, message: 'short' }, 'complaint_message_too_short'],
    [{ ...valid, message: 'm'.repeat(5001) }, 'complaint_message_too_long'],
    [{ ...valid, name: 'n'.repeat(101) }, 'complaint_name_too_long'],
    [{ ...valid, name: 'Kim\u0007' }, 'name_invalid'],
    [{ ...valid, email: 'kim@' }, 'email_invalid'],
    [{ ...valid, message: '' }, 'required'],
  ])('refuses %j with its field code', (input, code) => {
    const result = complaintSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(code);
  });

  it('refuses fields it does not know (mass assignment)', () => {
    expect(complaintSchema.safeParse({ ...valid, status: 'closed' }).success).toBe(false);
  });
});

describe('complaint references', () => {
  it('come from the random tail of the id, in groups a person can read out', () => {
    expect(complaintReference('0193a7c2-5b1e-7f00-8a3c-9d4e5f60718b')).toBe('C-4E5F6-0718B');
    expect(complaintReference('0193a7c2-5b1e-7f00-8a3c-9d4e5f60718b')).toMatch(/^C-[0-9A-F]{5}-[0-9A-F]{5}$/);
  });
});
