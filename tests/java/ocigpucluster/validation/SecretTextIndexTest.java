package ocigpucluster.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The index a secret value's texts are looked up in when a finding is redacted: which texts are
 * matched as words, which by pattern, and the runs of five characters at the edges (a text of
 * exactly five, a run two texts share, a text just within and just over the indexed length).
 */
class SecretTextIndexTest {
    @Test
    void aTextWithASpaceIsAPatternAndTheOthersWords() {
        Validator.SecretText s = new Validator.SecretText(List.of("Asia Tokyo", "alice", "ab", "a", "true", "false"));
        assertEquals(1, s.spaced.size());
        assertEquals(Set.of("alice", "ab", "a", "true", "false"), s.words);
        // one character, true and false are anyone's words, and so is a number
        assertEquals(Set.of("alice", "ab"), s.plainWords);
    }

    @Test
    void aNumberIsAWordButNoPlainWord() {
        Validator.SecretText s = new Validator.SecretText(List.of("123", "1.5", "-7", "+2", "10.0.0.5"));
        assertEquals(Set.of("123", "1.5", "-7", "+2", "10.0.0.5"), s.words);
        // an address is no number: its dots make it a value of its own
        assertEquals(Set.of("10.0.0.5"), s.plainWords);
    }

    @Test
    void atMostSixtyFourSpacedTextsArePatterns() {
        List<String> forms = new ArrayList<>();
        for (int i = 0; i < 65; i++) {
            forms.add("key line " + i);
        }
        assertEquals(64, new Validator.SecretText(forms).spaced.size());
        assertEquals(64, new Validator.SecretText(forms.subList(0, 64)).spaced.size());
    }

    @Test
    void aTextOfFiveCharactersIsItsOwnRun() {
        Validator.SecretText s = new Validator.SecretText(List.of("Abcde"));
        assertTrue(s.hasRun("abcde"));
        assertTrue(s.sharesRun("ABCDE", 5));
        assertFalse(s.hasRun("bcdef"));
        assertFalse(s.sharesRun("abcd", 5));
    }

    @Test
    void aRunTwoTextsShareFindsEachOfThem() {
        Validator.SecretText s = new Validator.SecretText(List.of("abcdeq", "abcdez"));
        assertTrue(s.hasRun("abcdez"));
        assertTrue(s.hasRun("abcdeq"));
        assertFalse(s.hasRun("abcdey"));
    }

    @Test
    void everyPieceKnownIsNotTheWholeRun() {
        // "abcde" is in the first text and "bcdef" in the second: no text has "abcdef"
        Validator.SecretText s = new Validator.SecretText(List.of("abcdeX", "bcdefY"));
        assertFalse(s.hasRun("abcdef"));
        assertTrue(s.hasRun("bcdefy"));
    }

    @Test
    void aTextOfUpTo4096CharactersIsIndexedAndALongerOneNot() {
        String within = "q".repeat(4091) + "vwxyz";
        String over = "r".repeat(4092) + "vwxyk";
        Validator.SecretText s = new Validator.SecretText(List.of(within, over));
        assertEquals(4096, within.length());
        assertTrue(s.hasRun("qvwxyz"));
        assertFalse(s.hasRun("rvwxyk"));
        // a list's or object's JSON text is indexed through its values, not itself
        Validator.SecretText json = new Validator.SecretText(List.of("[\"abcdefgh\"]", "{\"k\":\"mnopqrs\"}"));
        assertFalse(json.hasRun("abcde"));
        assertFalse(json.hasRun("mnopq"));
    }
}
