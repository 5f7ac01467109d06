// Demo guests: Indian and international names grouped so first and last names belong together, e-mails on the
// reserved example.* domains (a demo that sends mail can never reach a real person), phones in E.164 on
// number ranges set aside for drama and testing where a country has one.
import { addDays, type DateOnly } from "../../lib/rates/dates";
import type { Rng } from "./prng";

type NameGroup = { firsts: string[]; lasts: string[]; nationality: string; phone: (rng: Rng) => string; weight: number };

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join("");
const indianMobile = (rng: Rng) => `+91${rng.pick(["6", "7", "8", "9"])}${digits(rng, 9)}`;

const GROUPS: NameGroup[] = [
  {
    firsts: ["Aarav", "Aditya", "Amit", "Ananya", "Anjali", "Gaurav", "Ishaan", "Kavya", "Neha", "Nikhil", "Pooja", "Rahul", "Rohan", "Saanvi", "Shreya", "Siddharth", "Tanvi", "Varun", "Ritu", "Manish", "Swati", "Kunal", "Yash", "Pankaj", "Sunita"],
    lasts: ["Sharma", "Verma", "Gupta", "Kapoor", "Malhotra", "Khanna", "Chopra", "Agarwal", "Jain", "Mishra", "Tiwari", "Pandey", "Saxena", "Srivastava"],
    nationality: "IN",
    phone: indianMobile,
    weight: 20,
  },
  {
    firsts: ["Harpreet", "Gurpreet", "Manpreet", "Jaspreet", "Simran", "Amandeep", "Navjot", "Baljit"],
    lasts: ["Singh", "Kaur", "Gill", "Sandhu", "Dhillon", "Grewal", "Sidhu"],
    nationality: "IN",
    phone: indianMobile,
    weight: 6,
  },
  {
    firsts: ["Karthik", "Harini", "Suresh", "Naveen", "Divya", "Meera", "Anand", "Deepa", "Srinivas", "Vignesh", "Priya", "Arun", "Revathi", "Ganesh", "Keerthi"],
    lasts: ["Iyer", "Nair", "Menon", "Pillai", "Reddy", "Naidu", "Krishnan", "Subramanian", "Shetty", "Hegde", "Kamath", "Bhat", "Raghavan"],
    nationality: "IN",
    phone: indianMobile,
    weight: 16,
  },
  {
    firsts: ["Aditi", "Chetan", "Dhruv", "Hetal", "Jigar", "Krunal", "Mitali", "Nisha", "Omkar", "Parth", "Rutuja", "Sachin", "Tejas", "Urvi"],
    lasts: ["Patel", "Shah", "Mehta", "Joshi", "Deshpande", "Patil", "Gokhale", "Jadhav", "Pawar", "Bhosale"],
    nationality: "IN",
    phone: indianMobile,
    weight: 16,
  },
  {
    firsts: ["Arindam", "Debjani", "Indranil", "Moumita", "Sourav", "Tanushree", "Abhishek", "Rituparna"],
    lasts: ["Chatterjee", "Banerjee", "Mukherjee", "Das", "Bose", "Sen", "Ghosh", "Dutta"],
    nationality: "IN",
    phone: indianMobile,
    weight: 6,
  },
  {
    firsts: ["Mohammed", "Ayesha", "Farah", "Imran", "Zara", "Fatima", "Sameer", "Arif", "Nazia", "Salman", "Sana"],
    lasts: ["Khan", "Siddiqui", "Ansari", "Sheikh", "Hussain", "Syed", "Merchant"],
    nationality: "IN",
    phone: indianMobile,
    weight: 7,
  },
  {
    firsts: ["Joseph", "Mary", "Anthony", "Sarah", "Francis", "Sheryl", "Clement", "Rhea"],
    lasts: ["Fernandes", "D'Souza", "Pereira", "Rodrigues", "D'Costa", "Gomes", "Lobo"],
    nationality: "IN",
    phone: indianMobile,
    weight: 4,
  },
  {
    firsts: ["Oliver", "Amelia", "Harry", "Isla", "George", "Emily", "Jack", "Sophie", "James", "Charlotte"],
    lasts: ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Evans", "Thompson", "Clarke", "Hughes"],
    nationality: "GB",
    phone: (rng) => `+447700900${digits(rng, 3)}`,
    weight: 6,
  },
  {
    firsts: ["Michael", "Jennifer", "David", "Jessica", "Chris", "Ashley", "Ryan", "Megan", "Daniel", "Lauren"],
    lasts: ["Johnson", "Miller", "Davis", "Garcia", "Rodriguez", "Martinez", "Anderson", "Moore", "Jackson", "White"],
    nationality: "US",
    phone: (rng) => `+1${rng.pick(["212", "415", "312", "617", "206"])}55501${digits(rng, 2)}`,
    weight: 6,
  },
  {
    firsts: ["Lukas", "Lena", "Felix", "Hannah", "Jonas", "Leonie", "Maximilian", "Laura"],
    lasts: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann"],
    nationality: "DE",
    phone: (rng) => `+49151${digits(rng, 8)}`,
    weight: 3,
  },
  {
    firsts: ["Louis", "Chloé", "Hugo", "Camille", "Lucas", "Manon"],
    lasts: ["Martin", "Bernard", "Dubois", "Lefèvre", "Robert", "Petit", "Durand"],
    nationality: "FR",
    phone: (rng) => `+336${digits(rng, 8)}`,
    weight: 2,
  },
  {
    firsts: ["Haruto", "Yui", "Sota", "Hina", "Ren", "Aoi"],
    lasts: ["Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe", "Ito"],
    nationality: "JP",
    phone: (rng) => `+8190${digits(rng, 8)}`,
    weight: 2,
  },
  {
    firsts: ["Ahmed", "Mariam", "Omar", "Noura", "Khalid", "Hessa"],
    lasts: ["Al Mansouri", "Al Nuaimi", "Al Hashimi", "Al Marzouqi"],
    nationality: "AE",
    phone: (rng) => `+97150${digits(rng, 7)}`,
    weight: 3,
  },
  {
    firsts: ["Wei Ling", "Jun Jie", "Hui Min", "Kai Xuan", "Mei Xin"],
    lasts: ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong"],
    nationality: "SG",
    phone: (rng) => `+65${rng.pick(["8", "9"])}${digits(rng, 7)}`,
    weight: 2,
  },
  {
    firsts: ["Jack", "Olivia", "William", "Mia", "Noah", "Chloe"],
    lasts: ["Smith", "Nguyen", "Kelly", "Walker", "Harris", "Ryan"],
    nationality: "AU",
    phone: (rng) => `+61491570${digits(rng, 3)}`,
    weight: 2,
  },
];

const DOMAINS = ["example.com", "example.in", "example.net", "example.org"];

const PREFERENCES: [string, number][] = [
  ["HIGH_FLOOR", 6],
  ["QUIET", 6],
  ["SEA_VIEW", 5],
  ["CITY_VIEW", 2],
  ["BATHTUB", 2],
  ["BALCONY", 2],
  ["LOW_FLOOR", 1],
  ["NEAR_ELEVATOR", 1],
  ["ACCESSIBLE", 1],
  ["CONNECTING", 1],
];

const VIP_NOTES = [
  "Returning guest, platinum loyalty tier: fruit basket and handwritten welcome note.",
  "Prefers a sea-facing room above the 4th floor; allergic to peanuts.",
  "Corporate account Konkan Logistics: direct billing approved by the GM.",
  "Celebrates anniversaries with us; likes a late check-out.",
  "Travels with a personal assistant; confirm airport transfer a day ahead.",
];

export type GuestSeed = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  nationality: string;
  dateOfBirth: DateOnly | null;
  preferences: string[];
  isVip: boolean;
  notes: string | null;
};

const emailPart = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Makes guests one at a time, each with a unique e-mail. */
export function guestFactory(rng: Rng, today: DateOnly): () => GuestSeed {
  const usedEmails = new Set<string>();
  const groups = GROUPS.map((g) => [g, g.weight] as const);
  return () => {
    const g = rng.weighted(groups);
    const firstName = rng.pick(g.firsts);
    const lastName = rng.pick(g.lasts);
    const local = `${emailPart(firstName)}.${emailPart(lastName)}`;
    const domain = g.nationality === "IN" ? rng.pick(DOMAINS) : rng.pick(["example.com", "example.net", "example.org"]);
    let email = `${local}@${domain}`;
    for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@${domain}`;
    usedEmails.add(email);

    const preferences = new Set<string>();
    const wanted = rng.weighted([
      [0, 55],
      [1, 30],
      [2, 15],
    ] as const);
    while (preferences.size < wanted) preferences.add(rng.weighted(PREFERENCES));
    const isVip = rng.chance(0.05);
    // Birthdays relative to today keep ages stable when the demo is re-seeded next year.
    const dateOfBirth = rng.chance(0.5) ? addDays(today, -rng.int(22 * 365, 70 * 365)) : null;
    return {
      firstName,
      lastName,
      email,
      phone: g.phone(rng),
      nationality: g.nationality,
      dateOfBirth,
      preferences: [...preferences],
      isVip,
      notes: isVip ? rng.pick(VIP_NOTES) : null,
    };
  };
}
