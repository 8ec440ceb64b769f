import { describe, expect, it } from "vitest";
import { MAX_PERSON_MESSAGE_LENGTH, personMessage } from "~/platform/person-message";

describe("personMessage lets through a message written for a person", () => {
  it.each([
    ["Pincode not serviceable"],
    ["Error in generating OTP"],
    ["Release service is down"],
    ["The OTP is not correct. Please try again."],
    ["We could not find an account for this phone number."],
    ["The name does not match this PAN"],
    ["Your visit is at 10:30 on 12/05/2026; please carry your KYC documents."],
    ["Loan amount must be between ₹30,000 and ₹1,00,00,000."],
    ["Please select a branch from the list."],
    ["It is not your fault: our partner bank is closed today (Sunday)."],
    ["Aadhaar verification is pending. Call 1800-102-3444 for help."],
    ["पिनकोड सेवा योग्य नहीं है"],
    ["Slot not available, choose another time"],
    ["Please update your PAN and try again"],
  ])("%j", (message) => {
    expect(personMessage(message)).toBe(message);
  });

  it("trims it", () => {
    expect(personMessage("  Pincode not serviceable \t")).toBe("Pincode not serviceable");
  });

  it(`keeps ${MAX_PERSON_MESSAGE_LENGTH} characters and refuses one more`, () => {
    const words = "Please try again later. ".repeat(10);
    expect(personMessage(words.slice(0, MAX_PERSON_MESSAGE_LENGTH - 1) + "x")).not.toBeNull();
    expect(personMessage(words.slice(0, MAX_PERSON_MESSAGE_LENGTH) + "x")).toBeNull();
  });
});

describe("personMessage refuses internals", () => {
  it.each([
    [
      "an Oracle error with its host and port",
      "java.sql.SQLSyntaxErrorException: ORA-00942: table or view does not exist at 10.0.3.17:1521",
    ],
    ["an ORA code alone", "ORA-12541: TNS:no listener"],
    ["an exception class name", "NullPointerException"],
    ["a qualified class name", "org.hibernate.exception.GenericJDBCException could not execute statement"],
    ["a JavaScript error", "TypeError: Cannot read properties of undefined (reading 'lead')"],
    ["an error class name in a sentence", "Request failed with HttpClientError"],
    ["a cause chain", "Caused by: connection refused"],
    ["a SQL statement", "select * from customers where pan = 'ABCPR1234K'"],
    ["a SQL insert", "Could not run insert into lead_audit values (1, 2)"],
    ["a SQL update", "update card set limit = 0 failed"],
    ["MySQL's error", "ERROR 1064 (42000): You have an error in your syntax"],
    ["a SQLSTATE", "SQLSTATE 23505 duplicate key"],
    ["a Java stack frame", "Failed at com.lender.card.CardService.limit(CardService.java:214)"],
    ["a Node stack frame", "failed at Object.handler (/srv/app/index.js:12:7)"],
    ["a frame with a file and line only", "crashed at /srv/app/build/server.js:88:14"],
    ["a Python traceback", 'Traceback (most recent call last): File "x", line 12, in main'],
    ["a URL", "Could not reach https://core-banking.internal/api/v2/limit"],
    ["a host name", "Timeout talking to card-db.prod.internal"],
    ["a public host", "Please write to support.example.com"],
    ["localhost", "Cannot connect to localhost"],
    ["an IPv4 address", "Connection refused by 10.12.0.4"],
    ["an IPv6 address", "Connection refused by fe80:0:0:0:200:f8ff:fe21:67cf"],
    ["a host and port", "Upstream db01:5432 is down"],
    ["a port", "Nothing listens on port 8080"],
    ["a Node error code", "connect ECONNREFUSED"],
    ["a Unix path", "Cannot open /var/lib/app/uploads/x.png"],
    ["a Windows path", "Cannot open C:\\data\\limits"],
    ["a relative path", "Missing ./config"],
    ["a configuration file name", "Could not read application.properties"],
    ["JSON", '{"code":500,"message":"Internal"}'],
    ["a JSON fragment", 'bad field "pan": required'],
    ["HTML", "<html><body><h1>502 Bad Gateway</h1></body></html>"],
    ["an HTML entity", "a &lt;b&gt; c"],
    ["a key=value dump", "traceId=4bf92f3577b34da6 status failed"],
    ["an upstream code", "GS_NO_CARDS_FOR_CUSTOMER"],
    ["a multi-line text", "Something failed\n    at line two"],
    ["undefined", "Limit is undefined"],
    ["no letters", "500"],
    ["nothing", ""],
    ["blank", "   "],
  ])("%s", (_what, message) => {
    expect(personMessage(message)).toBeNull();
  });

  it("refuses null and undefined", () => {
    expect(personMessage(null)).toBeNull();
    expect(personMessage(undefined)).toBeNull();
  });

  it("refuses a long text", () => {
    expect(personMessage("Please try again. ".repeat(20))).toBeNull();
  });
});
