"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

type PropertySummary = { id: string; name: string; code: string; timeZone: string; currency: string };
type Ctx = { properties: PropertySummary[]; propertyId: string | undefined; property: PropertySummary | undefined; setPropertyId: (id: string) => void };

const PropertyContext = createContext<Ctx | null>(null);
const STORAGE_KEY = "innkeep.propertyId";

/** The property the screens work on: chosen in the switcher, remembered per browser. */
export function PropertyProvider({ properties, children }: { properties: PropertySummary[]; children: ReactNode }) {
  const [propertyId, setPropertyIdState] = useState<string | undefined>(properties[0]?.id);
  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved && properties.some((p) => p.id === saved)) setPropertyIdState(saved);
  }, [properties]);
  const setPropertyId = (id: string) => {
    window.localStorage.setItem(STORAGE_KEY, id);
    setPropertyIdState(id);
  };
  const property = properties.find((p) => p.id === propertyId);
  return <PropertyContext.Provider value={{ properties, propertyId, property, setPropertyId }}>{children}</PropertyContext.Provider>;
}

export function usePropertyContext(): Ctx {
  const ctx = useContext(PropertyContext);
  if (!ctx) throw new Error("usePropertyContext outside PropertyProvider");
  return ctx;
}
