import { render, screen } from '@testing-library/react';
import { DayChart, niceTicks } from '@/components/ops/dashboard/day-chart';
import { formatMoney, formatRevenue, formatSources, formatWait } from '@/components/ops/dashboard/format';
import { landerFromPath } from '@/lib/utils/lander-visit';

describe('landerFromPath', () => {
  it('names the landers the beacon counts and nothing else', () => {
    expect(landerFromPath('/landers/gallery')).toBe('gallery');
    expect(landerFromPath('/landers/tinderswipe/she-nl')).toBe('tinderswipe');
    expect(landerFromPath('/members/0190a0b0-0000-7000-8000-000000000000/landing')).toBe('member-landing');
    expect(landerFromPath('/members/0190a0b0-0000-7000-8000-000000000000/landing3/she-nl')).toBe('member-landing3');
    expect(landerFromPath('/landers/unknown')).toBeNull();
    expect(landerFromPath('/members/x/landing4')).toBeNull();
    expect(landerFromPath('/search')).toBeNull();
  });
});

describe('dashboard formats', () => {
  it('writes money from minor units in the currency’s decimals', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(-500, 'GBP')).toBe('-£5.00');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatRevenue({ GBP: 999, EUR: 0 })).toBe('€0.00 · £9.99');
    expect(formatRevenue({})).toBe('–');
  });

  it('writes waiting times and sources', () => {
    expect(formatWait(null)).toBe('–');
    expect(formatWait(45)).toBe('45 s');
    expect(formatWait(600)).toBe('10 min');
    expect(formatWait(6540)).toBe('1 h 49 min');
    expect(formatSources({ tiktok: 1, direct: 2 })).toBe('direct 2, tiktok 1');
  });

  it('picks round axis steps', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(3500)).toEqual([0, 1000, 2000, 3000, 4000]);
  });
});

describe('DayChart', () => {
  it('is an image named by its title and description, with a legend', () => {
    render(
      <DayChart
        id="c"
        title="Signups per day"
        description="Two days."
        days={['2031-03-01', '2031-03-02']}
        kind="line"
        series={[{ label: 'Signups', values: [2, 1], colour: '#0b5ed7' }]}
      />,
    );
    const img = screen.getByRole('img', { name: /Signups per day/ });
    expect(img).toHaveAttribute('aria-labelledby', 'c-title c-desc');
    expect(img.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText('03-01')).toBeInTheDocument();
  });

  it('draws negative bars below the zero line', () => {
    const { container } = render(
      <DayChart
        id="r"
        title="Revenue"
        description="Refunds."
        days={['2031-03-01', '2031-03-02']}
        kind="bar"
        series={[{ label: 'Revenue', values: [3500, -1000], colour: '#146c43' }]}
      />,
    );
    const [up, down] = [...container.querySelectorAll('rect')];
    expect(Number(up?.getAttribute('height'))).toBeGreaterThan(Number(down?.getAttribute('height')));
    expect(Number(down?.getAttribute('y'))).toBeGreaterThan(Number(up?.getAttribute('y')));
  });
});
