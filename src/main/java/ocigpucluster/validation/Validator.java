package ocigpucluster.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import ocigpucluster.settings.Settings;
import ocigpucluster.settings.Spelling;
import ocigpucluster.settings.TopLevelKeys;

/**
 * Runs every check in one pass and reports everything at once, after what the reader reported.
 * One problem, one line: a finding that involves a key the reader could not use (its own key, or
 * another of the keys it carries, {@link Diagnostic#keys()}) is dropped, since it would only
 * repeat the reader's line with the stand-in default. Values that arrived as secrets are
 * replaced by [secret] in every line.
 * Suppression applies to warnings only: an error id in {@code suppressWarnings} is itself an error.
 */
public final class Validator {
    /**
     * A value as findings quote it; a quoted character ('_', '-') is the rule's, not a value. A
     * quote after a letter or digit opens none: it is a possessive's (the group's resources, its
     * nodes' host names), which the quoting would otherwise pair up and blank out.
     */
    private static final Pattern QUOTED = Pattern.compile("(?<![A-Za-z0-9])'[^']*'");

    /** The order diagnostics are printed in: errors first, then by key, id and text. */
    static final Comparator<Diagnostic> ORDER = Comparator.comparing(
                    (Diagnostic d) -> d.level().ordinal())
            .thenComparing(Diagnostic::key)
            .thenComparing(Diagnostic::id)
            .thenComparing(Diagnostic::message);

    private Validator() {}

    public static List<Diagnostic> validate(SettingsReader.Result read) {
        Settings settings = read.settings();
        List<Diagnostic> all = new ArrayList<>(read.diagnostics());
        for (Check check : read.rules().checks()) {
            for (Diagnostic d : check.run(settings)) {
                if (!involves(d, read.unreadableKeys())) {
                    all.add(d);
                }
            }
        }
        Set<String> suppressed = settings.suppressWarnings();
        List<Diagnostic> kept = new ArrayList<>();
        for (Diagnostic d : all) {
            if (d.level() == Diagnostic.Level.WARNING && suppressed.contains(d.id())) {
                continue;
            }
            kept.add(d);
        }
        for (String id : suppressed) {
            Optional<CheckCatalog.Entry> entry = read.rules().catalog().find(id);
            if (entry.isEmpty()) {
                String hint = Spelling.closest(
                                id,
                                read.rules().catalog().all().stream()
                                        .map(CheckCatalog.Entry::id)
                                        .toList(),
                                3)
                        .map(m -> "did you mean " + m + "? ")
                        .orElse("");
                kept.add(Diagnostic.warning(
                        "SUPPRESS_UNKNOWN_ID",
                        TopLevelKeys.SUPPRESS_WARNINGS,
                        "'" + id + "' is not a check id",
                        hint + "use one of the ids printed in [brackets] by validate"));
            } else if (entry.get().level() == Diagnostic.Level.ERROR) {
                kept.add(Diagnostic.error(
                        "SUPPRESS_ERROR_REFUSED",
                        TopLevelKeys.SUPPRESS_WARNINGS,
                        "'" + id + "' is an error and cannot be suppressed",
                        "fix the configuration instead"));
            }
        }
        List<List<Diagnostic>> shadowRuns = new ArrayList<>();
        for (Settings shadow : read.shadows()) {
            List<Diagnostic> run = new ArrayList<>();
            read.rules().checks().forEach(c -> run.addAll(c.run(shadow)));
            shadowRuns.add(run);
        }
        // identical lines are one: several entries of a secret list wrong in one way would
        // otherwise print their count
        Map<String, SecretText> secrets = new java.util.LinkedHashMap<>();
        // an encrypted value unreadable offline has no text to hide
        read.secretValues().forEach((k, v) -> {
            if (!v.isEmpty()) {
                secrets.put(k, new SecretText(v));
            }
        });
        Set<String> printed = new java.util.HashSet<>();
        List<Diagnostic> out = new ArrayList<>();
        for (Diagnostic d : kept) {
            Diagnostic r = redact(derivedNumbers(d, all, shadowRuns), secrets);
            if (printed.add(r.level() + " " + r.id() + " " + r.key() + " " + r.text())) {
                out.add(r);
            }
        }
        out.sort(ORDER);
        return List.copyOf(out);
    }

    /** A number in a finding's text: 7, 2.5, 10.0.4.0/22. */
    private static final Pattern NUMBER = Pattern.compile("(?<![A-Za-z0-9_])[0-9]+(?:[./][0-9]+)*(?![A-Za-z0-9_])");

    /**
     * The finding with every number that a marked number moves replaced: the checks ran again on
     * the settings with each number marked secret moved by one ({@link SettingsReader.Result#shadows()});
     * a number of this finding that differs from the same finding's there (same id, key and wording)
     * is computed from a secret (a count of nodes, the disk they need, a timeout in seconds).
     */
    private static Diagnostic derivedNumbers(Diagnostic d, List<Diagnostic> run, List<List<Diagnostic>> shadowRuns) {
        if (shadowRuns.isEmpty()) {
            return d;
        }
        int index = sameShapeIndex(d, run);
        java.util.BitSet inMessage = new java.util.BitSet();
        java.util.BitSet inFix = new java.util.BitSet();
        for (List<Diagnostic> shadow : shadowRuns) {
            Diagnostic twin = sameShapeAt(d, shadow, index);
            if (twin != null) {
                differing(d.message(), twin.message(), inMessage);
                differing(d.fix(), twin.fix(), inFix);
            }
        }
        if (inMessage.isEmpty() && inFix.isEmpty()) {
            return d;
        }
        return new Diagnostic(
                d.level(), d.id(), d.key(), replaced(d.message(), inMessage), replaced(d.fix(), inFix), null, d.keys());
    }

    private static String shape(String text) {
        return text == null ? "" : NUMBER.matcher(text).replaceAll("#");
    }

    private static boolean sameShape(Diagnostic a, Diagnostic b) {
        return a.id().equals(b.id())
                && a.key().equals(b.key())
                && shape(a.message()).equals(shape(b.message()))
                && shape(a.fix()).equals(shape(b.fix()));
    }

    /** Which of the findings of its id, key and wording this one is (0 for the first). */
    private static int sameShapeIndex(Diagnostic d, List<Diagnostic> run) {
        int i = 0;
        for (Diagnostic x : run) {
            if (x == d) {
                return i;
            }
            if (sameShape(x, d)) {
                i++;
            }
        }
        return 0;
    }

    private static Diagnostic sameShapeAt(Diagnostic d, List<Diagnostic> run, int index) {
        int i = 0;
        for (Diagnostic x : run) {
            if (sameShape(x, d) && i++ == index) {
                return x;
            }
        }
        return null;
    }

    /** Marks the numbers of {@code a} that differ from those of {@code b} (same wording). */
    private static void differing(String a, String b, java.util.BitSet out) {
        if (a == null || b == null) {
            return;
        }
        java.util.regex.Matcher x = NUMBER.matcher(a);
        java.util.regex.Matcher y = NUMBER.matcher(b);
        int i = 0;
        while (x.find() && y.find()) {
            if (!x.group().equals(y.group())) {
                out.set(i);
            }
            i++;
        }
    }

    private static String replaced(String text, java.util.BitSet which) {
        if (text == null || which.isEmpty()) {
            return text;
        }
        java.util.regex.Matcher m = NUMBER.matcher(text);
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (m.find()) {
            m.appendReplacement(out, which.get(i++) ? "[secret]" : java.util.regex.Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    public static boolean hasErrors(List<Diagnostic> diagnostics) {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /** The keys a diagnostic is about: its own and those it carries ({@link Diagnostic#keys()}). */
    static Set<String> keysOf(Diagnostic d) {
        Set<String> keys = new java.util.LinkedHashSet<>();
        keys.add(d.key());
        d.keys().forEach(k -> keys.add(k.key()));
        return keys;
    }

    /** True when the diagnostic is about a key the reader could not use, or one of a group it could not read. */
    private static boolean involves(Diagnostic d, Set<String> unreadable) {
        return !unreadable.isEmpty()
                && keysOf(d).stream().anyMatch(k -> unreadable.contains(k) || unreadable.contains(group(k)));
    }

    /**
     * A secret key's value texts, indexed so that a finding is redacted in time linear in its
     * length however many entries the value has (a secret list of thousands of CIDRs).
     */
    static final class SecretText {
        /** Forms with a space (a time zone name, a key line) are matched by pattern; there are few. */
        final List<Pattern> spaced = new ArrayList<>();

        final Set<String> words = new java.util.HashSet<>();
        final Set<String> plainWords = new java.util.HashSet<>();
        /** The lower-case forms, and for each run of 5 characters the forms that have it. */
        private final List<String> lower = new ArrayList<>();

        private final Map<String, List<Integer>> byRun = new java.util.HashMap<>();

        SecretText(List<String> forms) {
            for (String f : forms) {
                if (f.chars().anyMatch(Character::isWhitespace)) {
                    if (spaced.size() < 64) {
                        spaced.add(Pattern.compile("(?<![A-Za-z0-9.])" + Pattern.quote(f) + "(?![A-Za-z0-9])"));
                    }
                } else {
                    words.add(f);
                    if (!isNumber(f) && f.length() >= 2 && !f.equals("true") && !f.equals("false")) {
                        plainWords.add(f);
                    }
                }
                // a list's or object's JSON text is indexed through its values (SettingsReader adds them)
                if (f.length() <= 4096 && !(f.startsWith("[") || f.startsWith("{"))) {
                    String l = f.toLowerCase(java.util.Locale.ROOT);
                    int index = lower.size();
                    lower.add(l);
                    for (int i = 0; i + 5 <= l.length(); i++) {
                        List<Integer> at = byRun.computeIfAbsent(l.substring(i, i + 5), r -> new ArrayList<>(1));
                        if (at.isEmpty() || at.get(at.size() - 1) != index) {
                            at.add(index);
                        }
                    }
                }
            }
        }

        /**
         * Whether some form has {@code run} (lower case, 5 characters or more) in it: only the forms
         * that have its rarest piece of 5 are looked at (thousands of CIDRs share "10.0.").
         */
        boolean hasRun(String run) {
            List<Integer> candidates = null;
            for (int i = 0; i + 5 <= run.length(); i++) {
                List<Integer> at = byRun.get(run.substring(i, i + 5));
                if (at == null) {
                    return false;
                }
                if (candidates == null || at.size() < candidates.size()) {
                    candidates = at;
                }
            }
            for (int i : candidates) {
                if (lower.get(i).contains(run)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether {@code token} has a run of at least {@code n} characters of some form, ignoring case. */
        boolean sharesRun(String token, int n) {
            String t = token.toLowerCase(java.util.Locale.ROOT);
            for (int i = 0; i + n <= t.length(); i++) {
                if (hasRun(t.substring(i, i + n))) {
                    return true;
                }
            }
            return false;
        }
    }

    /** A word of a finding's text, as a value would be written in it (no spaces, quotes or brackets). */
    private static final Pattern WORD = Pattern.compile("[^\\s'\"`(),;\\[\\]]+");

    /**
     * Replaces every secret value a diagnostic could show. Its own keys' (and groups') values
     * anywhere in its text; on a secret key or an item of one ({@code users.accounts[0].name}), also
     * every quoted value and every value derived from the secret (a network address from a CIDR, a
     * cleaned-up name); another key's secret text wherever it shows (a default taken from it, a
     * region): {@code secrets} by key, {@code oci:region} for the region.
     */
    private static Diagnostic redact(Diagnostic d, Map<String, SecretText> secrets) {
        if (secrets.isEmpty()) {
            return d;
        }
        String message = d.message();
        String fix = d.fix();
        Set<String> named = keysOf(d);
        for (Map.Entry<String, SecretText> e : secrets.entrySet()) {
            SecretText secret = e.getValue();
            boolean located = inKey(d.key(), e.getKey());
            boolean about = located || named.contains(e.getKey()) || named.contains(group(e.getKey()));
            if (located) {
                message = unquoted(message);
                fix = unquoted(fix == null ? "" : fix);
                // a value derived from the secret (a cleaned-up DNS label, ...) would show most of it;
                // a list's (sshAllowedCidrs repaired) words are each judged below
                if (d.suggestion() != null
                        && d.suggestion().value() != null
                        && !(d.suggestion().value() instanceof java.util.Collection<?>)) {
                    String derived = String.valueOf(d.suggestion().value());
                    if (derived.length() >= 5 && derived.length() <= 200 && secret.sharesRun(derived, 5)) {
                        fix = fix.replace(derived, "[a value derived from the secret]");
                    }
                }
            }
            // what is about the secret itself may derive any word from it (alicesecret from
            // Alice.Secret); elsewhere only a value-like word that is mostly a piece of it
            message = derivedWords(message, secret, located);
            fix = derivedWords(fix, secret, located);
            // a number's derived forms are found by the shadows, so a number is replaced only in a
            // finding about its key; a short word or true/false is anyone's
            Set<String> words = about ? secret.words : secret.plainWords;
            message = replaceWords(message, words);
            fix = replaceWords(fix, words);
            for (Pattern p : secret.spaced) {
                message = p.matcher(message).replaceAll("[secret]");
                fix = fix == null ? null : p.matcher(fix).replaceAll("[secret]");
            }
        }
        if (message.equals(d.message()) && java.util.Objects.equals(fix, d.fix())) {
            return d;
        }
        // a suggestion derived from a secret would print it back: keep the text, drop the value
        return new Diagnostic(d.level(), d.id(), d.key(), message, fix, null, d.keys());
    }

    /**
     * Each word that is a secret text, or ends or starts with one at a boundary a value has
     * (entry 10.0.0.5/24., '<prefix>:AP-TOKYO-1-AD-1'), replaced by [secret].
     */
    private static String replaceWords(String text, Set<String> words) {
        if (text == null || words.isEmpty()) {
            return text;
        }
        java.util.regex.Matcher m = WORD.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replaceIn(m.group(), words)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * The word with each secret text in it replaced, where the text stands on its own: not after a
     * letter, digit or '.', not before a letter or digit (the boundaries the earlier pattern had).
     */
    private static String replaceIn(String word, Set<String> words) {
        if (words.contains(word)) {
            return "[secret]";
        }
        if (word.length() > 200) {
            return word; // checks shorten what they quote: a word this long is none of theirs
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        outer:
        while (i < word.length()) {
            boolean startOk = i == 0 || !(Character.isLetterOrDigit(word.charAt(i - 1)) || word.charAt(i - 1) == '.');
            if (startOk) {
                for (int j = word.length(); j > i; j--) {
                    boolean endOk = j == word.length() || !Character.isLetterOrDigit(word.charAt(j));
                    if (endOk && words.contains(word.substring(i, j))) {
                        out.append("[secret]");
                        i = j;
                        continue outer;
                    }
                }
            }
            out.append(word.charAt(i++));
        }
        return out.toString();
    }

    /** Every quoted value replaced by '[secret]'; a quoted single character ('_') is the rule's own. */
    private static String unquoted(String text) {
        return QUOTED.matcher(text).replaceAll(m -> m.group().length() <= 3 ? "$0" : "'[secret]'");
    }

    /** Whether a diagnostic's place is the secret key, its group, or an item or field of it. */
    private static boolean inKey(String where, String secretKey) {
        return where.equals(secretKey)
                || where.equals(group(secretKey))
                || where.startsWith(secretKey + "[")
                || where.startsWith(secretKey + ".");
    }

    private static boolean isNumber(String v) {
        return v.matches("[-+]?[0-9]+(\\.[0-9]+)?");
    }

    /** Words of the findings' own that a secret value may hold ("Alice.Secret"): never taken for a piece of it. */
    private static final Set<String> OWN_WORDS = Set.of("secret", "secrets", "value", "values", "https", "http");

    /** A value-like word: letters, digits and . _ : / @ + -, five or more. */
    private static final Pattern VALUE_TOKEN = Pattern.compile("[A-Za-z0-9._:/@+-]{5,}");

    /**
     * Replaces each value-like word (with a digit or . : / - in it) that is mostly a piece of a
     * secret value (a run of at least 5 characters, and of at least 60% of the word, in common,
     * ignoring case), as 198.51.100.0/24 is of 198.51.100.7/24; with {@code anyWord}, every word
     * of five or more characters with a run of five in common (alicesecret of Alice.Secret). A
     * placeholder's neighbour ({@code ocid1.compartment.oc1..<unique>}) is the example's, not a value.
     */
    private static String derivedWords(String text, SecretText secret, boolean anyWord) {
        if (text == null) {
            return null;
        }
        java.util.regex.Matcher m = VALUE_TOKEN.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String token = m.group();
            // the word without the punctuation around it (--secret, secret:, 10.0.0.0/24.)
            String core = token.replaceAll("^[^A-Za-z0-9]+|[^A-Za-z0-9]+$", "");
            boolean valueLike = core.chars().anyMatch(c -> Character.isDigit(c) || ".:/".indexOf(c) >= 0);
            boolean placeholder = (m.end() < text.length() && text.charAt(m.end()) == '<')
                    || (m.start() > 0 && text.charAt(m.start() - 1) == '>');
            boolean derived = !placeholder
                    && !OWN_WORDS.contains(core.toLowerCase(java.util.Locale.ROOT))
                    && (anyWord
                            ? secret.sharesRun(token, 5)
                            : valueLike && secret.sharesRun(token, Math.max(5, (int) Math.ceil(0.6 * token.length()))));
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(derived ? "[secret]" : token));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** True when the two texts have a run of 5 characters in common, ignoring case. */
    static boolean sharesRun(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        for (int i = 0; i + 5 <= y.length(); i++) {
            if (x.contains(y.substring(i, i + 5))) {
                return true;
            }
        }
        return false;
    }

    private static String group(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(0, dot);
    }
}
