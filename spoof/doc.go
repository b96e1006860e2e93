// Package spoof implements the mechanisms of UTS #39, Unicode Security
// Mechanisms, that tell when text only looks like other text: the
// skeleton and confusable strings (§4), whole-script confusables (§4),
// the resolved script set (§5.1), restriction levels (§5.2), mixed
// numbers (§5.3), hidden and repeated nonspacing marks (§5.4) and the
// General Security Profile (§3.1). RFC 3987 §8 and 3987bis §10 name
// spoofing as the risk of IRIs; these mechanisms are how an application
// (and the packages check and display) find it.
//
// On top of them, [Policy.Label] says why a host label is not safe to
// show to a person in Unicode, by the rules of a browser, [TopDomain]
// whether a whole host looks like a well-known domain, and [Protect]
// builds a set of an application's own names that look-alikes are found
// against ([Protected.Imitates], [Protected.ImitatesHost]).
//
// # The rules of a browser
//
// The zero [Policy] is Chromium's IDN display policy
// (components/url_formatter/spoof_checks/idn_spoof_checker.cc,
// IDNSpoofChecker::SafeToDisplayAsUnicode; skeleton_generator.cc; and
// url_formatter.cc, which applies them label by label and then to the
// host). Each [Reason] is one rule:
//
//   - [ReasonInvisible]: ICU's USPOOF_INVISIBLE and the allowed set's
//     exclusion of Default_Ignorable characters (UTS #39 §3.1).
//   - [ReasonRestricted]: ICU's USPOOF_CHAR_LIMIT with Chromium's allowed
//     set, which starts from UTS #39's Recommended and Inclusion
//     characters (the General Security Profile) and, as ICU's
//     recommended set does, holds the Bopomofo letters, which UTS #39
//     17.0 types Limited_Use.
//   - [ReasonNotAllowed]: the characters SetAllowedUnicodeSet removes from
//     that set (U+0338, U+058A, U+2010, U+2019, U+2027, U+30A0, U+02BB,
//     U+02BC, U+02EC, U+0138, U+01CD-01DC, U+1C80-1C8F, U+1E00-1E9B,
//     U+1F00-1FFF, U+A640-A69F, U+A720-A7FF).
//   - [ReasonDeviation]: kDeviationCharacters, ß and ς, with
//     [Policy.Transitional] only: under nontransitional processing the
//     label shown is the name (Chromium's IDNA 2008 mode).
//   - [ReasonTLDSpecific]: kTLDSpecificCharacters (þ and ð only under .is
//     and .fo, ə only under .az, in a label of more than one character)
//     and kUnsafeMiddleDot (· only under .cat, between two l).
//   - [ReasonMarks]: UTS #39 §5.4, which ICU's checks do not make; kept
//     as this package's own, stricter rule.
//   - [ReasonMisleadingMark]: the dangerous patterns of marks: U+0300-0339
//     after a character that is not Latin, Greek or Cyrillic, after
//     dotless ı, and U+0307 after i, j or l.
//   - [ReasonMixedNumbers]: ICU's USPOOF_MIXED_NUMBERS (UTS #39 §5.3).
//   - [ReasonDigitLookAlike]: kDigitLookalikes, a label of ASCII digits
//     and its digit look-alikes (θ, з, ২, ...).
//   - [ReasonMixedScripts]: ICU's USPOOF_HIGHLY_RESTRICTIVE (UTS #39
//     §5.2): Latin with Han and kana, Han and Bopomofo, or Han and Hangul.
//   - [ReasonNonASCIILatin]: kNonAsciiLatinCharMixedWithNonLatin.
//   - [ReasonCJKLookAlike]: the dangerous patterns of Han, Bopomofo and
//     kana (ノ ソ ゾ ン 丶 丿 between characters that are not Japanese; ヽ ヾ
//     not after Katakana; へ べ ぺ alone among Katakana and ヘ ベ ペ among
//     Hiragana; ー not after kana; ・ beside a character that is not
//     Japanese or at the end; 一 丨 十 工 ㄧ ... beside a character that is
//     not Chinese or Japanese; U+3099 and U+309A not after kana).
//   - [ReasonWholeScript]: kWholeScriptConfusables, Chromium's lists of
//     the letters of 17 scripts that look like Latin ones, with the
//     country codes under which such a label is shown and its allowed
//     words ("курс"), and UTS #39 §4's whole-script confusables beside
//     them; a top-level label written in the label's script shows it.
//   - [ReasonTopDomain]: GetSimilarTopDomain, by [HostSkeletons], against
//     Chromium's top domains (data/top-domains, generated into a sorted
//     table) or an application's names: the host is shown in ACE form
//     whole unless it is the domain or under it.
//
// Where this package differs from Chromium on purpose:
//
//   - It reports every rule that a label breaks, in the order above,
//     where Chromium stops at the first.
//   - UTS #39's whole-script confusables and §5.4's marks apply beside
//     Chromium's lists: a label whose every letter has a Latin look-alike
//     in UTS #39's data stays in ACE form where Chromium's list of its
//     script lacks one of them, or where Chromium has no list.
//   - The patterns of look-alikes and the lists of whole-script
//     look-alikes ask a character's Script_Extensions, where Chromium's
//     sets ask Script; they differ only for the few characters shared by
//     scripts.
//   - U+3099 and U+309A are refused only where they do not follow kana
//     (Chromium refuses them everywhere); UTS #39 restricts them
//     (Uncommon_Use) all the same, so no label with one is shown.
//   - Of the Thai look-alikes, the larger list Chromium uses on Linux;
//     the characters Chromium removes on macOS alone, for its font, stay.
//
// [ProfileFirefoxHigh] and [ProfileFirefoxModerate] are Firefox's
// network.IDN.restriction_profile values "high" (its default, and the
// one rule of current releases) and "moderate" (netwerk/dns/
// nsIDNService.cpp, isLabelSafe): UTS #39's restriction level, Firefox's
// blocklist (IDNCharacterBlocklist.inc) for [ReasonNotAllowed], no
// Bopomofo (Limited_Use: Firefox adds no limited-use script by default),
// no non-ASCII Latin rule, no list of top domains, and of the
// whole-script lists those of Cyrillic and Thai alone; the rules of marks,
// kana and CJK look-alikes, digit look-alikes and letters of some
// top-level domains, which Firefox took from Chromium, are this
// package's one version of them. Firefox's "ASCII" profile shows no label
// in Unicode (display.UnicodeNever).
//
// # The data
//
// The Unicode data is UTS #39's and the UCD's for Unicode 17.0.0, in
// tables that go generate makes, under Go 1.27 (whose unicode package and
// golang.org/x/text carry 17.0.0), from the files of the shared test
// collection (unicode-security, read beside the checkout at generate
// time; the tables are committed); they are the same with every Go
// release. Chromium's top domains are in data/top-domains with their
// licence. Nothing is computed at init. The properties the rules read
// beside the tables (General_Category, Soft_Dotted, canonical
// decompositions, from the unicode package and
// golang.org/x/text/unicode/norm) are those of the build's Unicode
// version, 15.0.0 before Go 1.27: they differ from 17.0.0's only on
// characters that 17.0.0's identifier status does not allow, but U+088F,
// which the IDNA of such a build rejects as unassigned. A label of
// allowed characters other than U+088F is so judged alike with every
// release.
package spoof

//go:generate go run gen_tables.go
//go:generate go run gen_topdomains.go
