package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * What a plan value may put into the Markdown comment: characters no reader sees are spelled out
 * ({@code \\uXXXX}, or {@code \\UXXXXXXXX} above the Basic Multilingual Plane), Markdown's
 * punctuation is escaped in prose, and backticks either close a code span or are spelled {@code '}.
 */
class SafeTextTest {
    @Test
    void invisibleCharactersAreSpelledWithFourOrEightHexDigits() {
        // U+200B ZERO WIDTH SPACE is a format character; U+FFFF is a noncharacter (unassigned),
        // the last code point of the BMP; U+F0000 is a private-use character of plane 15
        assertEquals("a\\u200bb", SafeText.visible("a\u200Bb"));
        assertEquals("\\uffff", SafeText.visible("\uFFFF"));
        assertEquals("\\U000f0000", SafeText.visible(new String(Character.toChars(0xF0000))));
        // a letter outside the BMP is shown as it is: U+1D400 MATHEMATICAL BOLD CAPITAL A
        String boldA = new String(Character.toChars(0x1D400));
        assertEquals(boldA, SafeText.visible(boldA));
        assertEquals("", SafeText.visible(null));
    }

    @Test
    void proseEscapesEveryMarkdownPunctuationMarkAndCodesTheAtSign() {
        assertEquals("a\\\\b", SafeText.prose("a\\b"));
        assertEquals(
                "\\*x\\* \\_y\\_ \\[z\\](w) \\<b\\> \\#1 \\| \\~ \\! \\& `@`team",
                SafeText.prose("*x* _y_ [z](w) <b> #1 | ~ ! & @team"));
    }

    @Test
    void backticksEndUpAsClosedCodeSpansOrAreSpelledAsQuotes() {
        assertEquals("set `a\\|b` to 1", SafeText.mixed("set `a|b` to 1"));
        // an unclosed span: the backtick that opens nothing is spelled ' and its text is prose
        assertEquals("x 'y\\*", SafeText.mixed("x `y*"));
        assertEquals("a `b` c 'd", SafeText.mixed("a `b` c `d"));
        assertEquals("`a` \\*b\\*", SafeText.mixed("`a` *b*"));
    }

    @Test
    void aCutNeverLeavesACodeSpanOpen() {
        assertEquals("see `abcdef` ok", MarkdownReport.cut("see `abcdef` ok", 15));
        // 7 characters kept and the mark: "see `ab" has an open span, closed after one letter
        assertEquals("see `a`…", MarkdownReport.cut("see `abcdef` ok", 8));
        // the kept text ends with the backtick that opened the span: dropped
        assertEquals("see …", MarkdownReport.cut("see `abcdef` ok", 6));
        // both spans closed before the cut: nothing to close
        assertEquals("a `b` c…", MarkdownReport.cut("a `b` cdef", 8));
        // room for the mark alone
        assertEquals("…", MarkdownReport.cut("abc", 1));
        // never half a character: a cut after the high surrogate of U+1F600 drops it for a blank
        assertEquals("ab …", MarkdownReport.cut("ab\uD83D\uDE00cd", 4));
    }
}
