import { describe, expect, it } from "vitest";
import {
  branchLd,
  breadcrumbListLd,
  cityLoanLd,
  faqPageLd,
  homeLd,
  jsonLdText,
  loanCalculatorLd,
  openingHoursSpecification,
  schemeLoanLd,
} from "~/content/structured-data";

const ORIGIN = "https://www.kanak.example";
const CITY_URL = `${ORIGIN}/gold-loan/pune`;
const TELEPHONE = "1800 555 0100";
const BRAND_ORG = { "@type": "Organization", name: "Kanak Gold Loan", url: `${ORIGIN}/`, telephone: TELEPHONE };

describe("breadcrumbListLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbListLd([
        { name: "Home", url: `${ORIGIN}/` },
        { name: "Gold loan in Pune", url: CITY_URL },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Gold loan in Pune", item: CITY_URL },
      ],
    });
  });
});

describe("faqPageLd", () => {
  it("makes each question a Question with its accepted Answer, in order", () => {
    expect(
      faqPageLd([
        { question: "Is my gold safe?", answer: "Yes, insured." },
        { question: "Which documents?", answer: "Aadhaar and PAN." },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Is my gold safe?", acceptedAnswer: { "@type": "Answer", text: "Yes, insured." } },
        { "@type": "Question", name: "Which documents?", acceptedAnswer: { "@type": "Answer", text: "Aadhaar and PAN." } },
      ],
    });
  });

  it("is null without questions", () => {
    expect(faqPageLd([])).toBeNull();
  });
});

describe("cityLoanLd", () => {
  const input = {
    origin: ORIGIN,
    telephone: TELEPHONE,
    url: CITY_URL,
    name: "Gold loan in Pune",
    description: "Gold loans in Pune.",
    cityName: "Pune",
    amount: { min: 50_000, max: 10_000_000 },
    rates: [11.4, 9.49, 14.99],
  };

  it("is a LoanOrCredit of the city with the amount range, the rate range and our brand as provider", () => {
    expect(cityLoanLd(input)).toEqual({
      "@context": "https://schema.org",
      "@type": "LoanOrCredit",
      "@id": `${CITY_URL}#loan`,
      name: "Gold loan in Pune",
      description: "Gold loans in Pune.",
      url: CITY_URL,
      loanType: "Gold loan",
      requiredCollateral: "Gold jewellery of 18 to 24 karat",
      currency: "INR",
      amount: { "@type": "MonetaryAmount", currency: "INR", minValue: 50_000, maxValue: 10_000_000 },
      interestRate: { "@type": "QuantitativeValue", minValue: 9.49, maxValue: 14.99, unitText: "percent a year" },
      areaServed: { "@type": "City", name: "Pune" },
      provider: BRAND_ORG,
    });
  });

  it("says nothing of the interest rate when no scheme could be read", () => {
    expect(cityLoanLd({ ...input, rates: [] })).not.toHaveProperty("interestRate");
  });
});

describe("schemeLoanLd", () => {
  const scheme = {
    name: "Federal Gold Smart 11.88%",
    lender: "Federal Bank Limited",
    interestText: "Jumping interest: 11.88% a year if you pay within 30 days.",
    rate: 11.4,
    loanAmount: 100_000,
    tenureMonths: 12,
    processingFeePercent: 0.5,
  };
  const url = `${CITY_URL}/fed-jmp-1188`;

  it("is a LoanOrCredit offered by the lender and brokered by us, with its amount, rate, term and fee", () => {
    expect(schemeLoanLd({ origin: ORIGIN, telephone: TELEPHONE, url, cityName: "Pune", scheme })).toEqual({
      "@context": "https://schema.org",
      "@type": "LoanOrCredit",
      "@id": `${url}#loan`,
      name: "Federal Gold Smart 11.88%",
      description: "Jumping interest: 11.88% a year if you pay within 30 days.",
      url,
      loanType: "Gold loan",
      requiredCollateral: "Gold jewellery of 18 to 24 karat",
      currency: "INR",
      amount: { "@type": "MonetaryAmount", currency: "INR", value: 100_000 },
      interestRate: 11.4,
      loanTerm: { "@type": "QuantitativeValue", value: 12, unitCode: "MON" },
      areaServed: { "@type": "City", name: "Pune" },
      provider: { "@type": "Organization", name: "Federal Bank Limited" },
      broker: BRAND_ORG,
      feesAndCommissionsSpecification: "Processing fee 0.5% of the loan amount",
    });
  });

  it("names no fee when the scheme has none", () => {
    expect(
      schemeLoanLd({ origin: ORIGIN, telephone: TELEPHONE, url, cityName: "Pune", scheme: { ...scheme, processingFeePercent: null } }),
    ).not.toHaveProperty("feesAndCommissionsSpecification");
  });
});

describe("branchLd", () => {
  const branch = {
    id: "PNQ-SVN-01",
    name: "Federal Bank, Shivajinagar",
    lender: "Federal Bank Limited",
    address: "1185/A, Fergusson College Road, Shivajinagar",
    pincode: "411005",
    city: "Pune",
    state: null as string | null,
    lat: 18.5236,
    lng: 73.841,
    phone: "020 2553 4127",
  };

  it("is a FinancialService (a LocalBusiness) with its postal address, coordinates, phone and lender", () => {
    expect(branchLd(branch, CITY_URL)).toEqual({
      "@context": "https://schema.org",
      "@type": "FinancialService",
      "@id": `${CITY_URL}#branch-pnq-svn-01`,
      name: "Federal Bank, Shivajinagar",
      url: CITY_URL,
      address: {
        "@type": "PostalAddress",
        streetAddress: "1185/A, Fergusson College Road, Shivajinagar",
        addressLocality: "Pune",
        postalCode: "411005",
        addressCountry: "IN",
      },
      geo: { "@type": "GeoCoordinates", latitude: 18.5236, longitude: 73.841 },
      parentOrganization: { "@type": "Organization", name: "Federal Bank Limited" },
      telephone: "020 2553 4127",
    });
  });

  it("has no telephone when the branch has none", () => {
    expect(branchLd({ ...branch, phone: null }, CITY_URL)).not.toHaveProperty("telephone");
  });

  it("adds the region, the hours the page prints, the brand's image and the city's loan amounts as priceRange", () => {
    const ld = branchLd({ ...branch, state: "Maharashtra", openingHours: "Mon–Sat, 9:30 AM – 5:30 PM" }, CITY_URL, {
      origin: ORIGIN,
      priceRange: "₹50,000–₹1,00,00,000",
    });
    expect(ld.address).toMatchObject({ addressLocality: "Pune", addressRegion: "Maharashtra" });
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((day) => `https://schema.org/${day}`),
        opens: "09:30",
        closes: "17:30",
      },
    ]);
    expect(ld.image).toBe(`${ORIGIN}/favicon.svg`);
    expect(ld.priceRange).toBe("₹50,000–₹1,00,00,000");
  });
});

describe("openingHoursSpecification", () => {
  it.each([
    ["Mon–Sat, 9:30 AM – 5:30 PM", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "09:30", "17:30"],
    ["Mon-Fri, 10 am - 6 pm", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "10:00", "18:00"],
    ["Sat, Sun, 12:15 PM – 4 PM", ["Saturday", "Sunday"], "12:15", "16:00"],
  ])("reads %j", (text, days, opens, closes) => {
    expect(openingHoursSpecification(text)).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: days.map((d) => `https://schema.org/${d}`), opens, closes },
    ]);
  });

  it.each([
    null,
    "",
    "By appointment",
    "Mon–Sat",
    "Sat–Mon, 9 AM – 5 PM",
    "Mon–Sat, 6 PM – 9 AM",
    "Funday, 9 AM – 5 PM",
    "Mon–Sat, 13:00 – 17:00",
  ])("guesses nothing from %j", (text) => {
    expect(openingHoursSpecification(text)).toBeNull();
  });
});

describe("homeLd", () => {
  it("is the brand as an Organization serving the cities with pages, and the WebSite it publishes", () => {
    const [organization, website] = homeLd({
      origin: ORIGIN,
      telephone: TELEPHONE,
      description: "Gold loans",
      cityNames: ["Bangalore", "Pune"],
    });
    expect(organization).toMatchObject({
      "@type": "Organization",
      "@id": `${ORIGIN}/#organization`,
      name: "Kanak Gold Loan",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/favicon.svg`,
      areaServed: [
        { "@type": "City", name: "Bangalore" },
        { "@type": "City", name: "Pune" },
      ],
    });
    expect(website).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${ORIGIN}/#website`,
      name: "Kanak Gold Loan",
      url: `${ORIGIN}/`,
      inLanguage: "en-IN",
      publisher: { "@id": `${ORIGIN}/#organization` },
    });
    expect(homeLd({ origin: ORIGIN, telephone: TELEPHONE, description: "x", cityNames: [] })[0]).not.toHaveProperty("areaServed");
  });
});

describe("jsonLdText", () => {
  it("escapes what could close the script or open a comment, and stays the same JSON", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "<!-- a & b > c -->", lines: "a\u2028b\u2029c" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("leaves other text as JSON.stringify writes it", () => {
    expect(jsonLdText({ a: "₹1,00,000", b: [1, 2] })).toBe('{"a":"₹1,00,000","b":[1,2]}');
  });
});

describe("loanCalculatorLd", () => {
  it("is a free WebApplication whose potentialAction is the calculator's GET query", () => {
    const url = `${ORIGIN}/gold-loan-calculator`;
    const ld = loanCalculatorLd({
      origin: ORIGIN,
      telephone: TELEPHONE,
      url,
      name: "Gold loan calculator",
      description: "How much can I borrow?",
    });
    expect(ld).toMatchObject({
      "@type": "WebApplication",
      "@id": `${url}#calculator`,
      url,
      isAccessibleForFree: true,
      provider: BRAND_ORG,
    });
    expect(ld.potentialAction).toMatchObject({
      target: { urlTemplate: `${url}?weight={weight}&purity={purity}&city={city}&scheme={scheme}`, httpMethod: "GET" },
    });
  });
});

describe("structured data in the page's language", () => {
  it("says the page's language and takes the loan's words in it", async () => {
    const { webPageLd, breadcrumbListLd, cityLoanLd } = await import("~/content/structured-data");
    expect(
      webPageLd({ url: "https://x.example/hi/gold-loan/pune", name: "पुणे में गोल्ड लोन", description: "…", inLanguage: "hi" }),
    ).toMatchObject({ "@type": "WebPage", inLanguage: "hi", name: "पुणे में गोल्ड लोन" });
    expect(breadcrumbListLd([{ name: "होम", url: "https://x.example/" }], "hi")).toMatchObject({ inLanguage: "hi" });
    expect(breadcrumbListLd([{ name: "Home", url: "https://x.example/" }])).not.toHaveProperty("inLanguage");
    const loan = cityLoanLd({
      origin: "https://x.example",
      telephone: TELEPHONE,
      url: "https://x.example/ta/gold-loan/pune",
      name: "n",
      description: "d",
      cityName: "Pune",
      amount: { min: 1, max: 2 },
      rates: [10],
      words: { loanType: "தங்க நகைக் கடன்", collateral: "c", rateUnit: "u", processingFee: (percent) => percent },
    });
    expect(loan).toMatchObject({ loanType: "தங்க நகைக் கடன்", requiredCollateral: "c", interestRate: { unitText: "u" } });
  });
});
