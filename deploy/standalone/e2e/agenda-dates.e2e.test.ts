import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO } from '../src/seed';
import { DESKTOP, PHONE, screenshot, signIn, useStandalone } from './harness';

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
/** A fixed day in December 2026, in the office's afternoon: 1 December 2026 is a Tuesday. */
const TODAY = new Date('2026-12-10T15:00:00-03:00');

/** The weekday of a grid cell's own day (its data-date, YYYY-MM-DD), whatever the browser's time zone. */
const weekdayOfDay = (day: string) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];

async function openAgendaOn(page: Page, today: Date) {
  await page.clock.setFixedTime(today);
  await signIn(page, DEMO.owner.email, DEMO.owner.password);
  await page.waitForURL(/\/home/);
  await page.goto('/calendar');
  await page.getByTestId('calendar-title').waitFor();
}

describe('the agenda on São Paulo time', () => {
  const standalone = useStandalone();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`labels the month grid's columns with the weekdays of their days at ${viewport.width} px: 1 December 2026 sits under 'Ter'`, async () => {
      const page = await standalone.page(viewport);
      await openAgendaOn(page, TODAY);
      expect(await page.getByTestId('calendar-title').textContent()).toBe('Dezembro 2026');

      const headers = (await page.locator('.fc-dayGridMonth-view .fc-col-header-cell').allTextContents()).map((text) => text.trim());
      expect(headers).toEqual(WEEKDAYS);
      // Every column's header is the weekday of each of its days.
      const firstWeek = await page.locator('.fc-daygrid-body tr').first().locator('td.fc-daygrid-day').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')!));
      expect(firstWeek.map(weekdayOfDay)).toEqual(headers);
      const week = await page.locator('.fc-daygrid-body tr', { has: page.locator('td[data-date="2026-12-01"]') }).locator('td.fc-daygrid-day').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')));
      expect(headers[week.indexOf('2026-12-01')]).toBe('Ter');
      await screenshot(page, 'agenda-month');

      // The week view names each day with its own date.
      await page.keyboard.press('w');
      await page.locator('.fc-timeGridWeek-view').waitFor();
      const weekHeaders = (await page.locator('.fc-timeGridWeek-view .fc-col-header-cell').allTextContents()).map((text) => text.trim());
      expect(weekHeaders).toEqual(['Dom 6', 'Seg 7', 'Ter 8', 'Qua 9', 'Qui 10', 'Sex 11', 'Sáb 12']);
      await screenshot(page, 'agenda-week');
      await page.context().close();
    });
  }
});
