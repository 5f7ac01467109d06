"use client";

import { useEffect, useState } from "react";
import { addDays } from "@/lib/rates/dates";
import { todayInTimeZone } from "@/lib/rates/time-zone";
import { usePropertyContext } from "../shell/property-context";

/** The property's calendar date ("today" at the hotel, not in the browser's time zone); re-checked every minute. */
export function usePropertyToday(): string {
  const { property } = usePropertyContext();
  const tz = property?.timeZone ?? "UTC";
  const [today, setToday] = useState(() => todayInTimeZone(tz));
  useEffect(() => {
    setToday(todayInTimeZone(tz));
    const t = window.setInterval(() => setToday(todayInTimeZone(tz)), 60_000);
    return () => window.clearInterval(t);
  }, [tz]);
  return today;
}

export { addDays };
