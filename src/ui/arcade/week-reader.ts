// What useWeekClock (OpenStatus.tsx) loads on demand, and only ever imports dynamically: a module the admin also imports statically
// would need the bundler's namespace helpers, and with them a runtime chunk on every page.
export { dayOf, minuteOfWeek, openNowText } from '../../shared/week-hours'
