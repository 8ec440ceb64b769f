import { describe, expect, it } from "vitest";
import { branchAddress, visitPlace } from "~/journey/place";

describe("branchAddress", () => {
  it("adds the city and the pincode to the street address", () => {
    expect(branchAddress({ address: "2418, East Street, Camp", city: "Pune", pincode: "411001" })).toBe(
      "2418, East Street, Camp, Pune 411001",
    );
  });

  it("does not say again what the address already says", () => {
    expect(branchAddress({ address: "Veekshanam Road Junction, MG Road, Ernakulam 682016", city: "Kochi", pincode: "682016" })).toBe(
      "Veekshanam Road Junction, MG Road, Ernakulam 682016, Kochi",
    );
    expect(branchAddress({ address: "No. 58, Usman Road, T. Nagar, Chennai", city: "chennai", pincode: "600017" })).toBe(
      "No. 58, Usman Road, T. Nagar, Chennai, 600017",
    );
  });

  it("leaves out a city or pincode it does not know", () => {
    expect(branchAddress({ address: "Ranade Road, Dadar West", city: "", pincode: "400028" })).toBe("Ranade Road, Dadar West, 400028");
    expect(branchAddress({ address: "Ranade Road, Dadar West" })).toBe("Ranade Road, Dadar West");
  });

  it("does not take a city name inside another word for the city", () => {
    expect(branchAddress({ address: "Punekar Lane", city: "Pune", pincode: "411002" })).toBe("Punekar Lane, Pune 411002");
  });
});

describe("visitPlace", () => {
  it("is a branch visit's place with its city and pincode", () => {
    expect(visitPlace({ place: "Bank of Maharashtra, Camp, 2418, East Street, Camp", city: "Pune", pincode: "411001" })).toBe(
      "Bank of Maharashtra, Camp, 2418, East Street, Camp, Pune 411001",
    );
  });

  it("is the place as it was for a visit booked without them (a home address has them already)", () => {
    expect(visitPlace({ place: "12, 5th Main, Koramangala, Bangalore 560034" })).toBe("12, 5th Main, Koramangala, Bangalore 560034");
  });
});
