package ocigpucluster.plandiff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Property paths as {@code ignoreChanges} and {@code replaceOnChanges} name them, read as Pulumi
 * reads them: the examples of the Go SDK's {@code resource.ParsePropertyPath} doc comment and of
 * {@code PropertyPath.Contains} (sdk/go/common/resource/properties_path.go), whose errors
 * (a missing closing quote or bracket, an index that is not a number) this reader takes as one
 * literal key.
 */
class PropertyPathPatternTest {
    private static PathSegment k(String name) {
        return PathSegment.key(name);
    }

    private static PathSegment i(int position) {
        return PathSegment.at(position);
    }

    private static boolean covers(String pattern, PathSegment... path) {
        return PropertyPathPattern.parse(pattern).covers(List.of(path));
    }

    @Test
    void keysAndIndexesAsTheSdkDocumentsThem() {
        // "root.array[0].nested", "root.array[0][1].nested"
        assertTrue(covers("root.array[0].nested", k("root"), k("array"), i(0), k("nested")));
        assertFalse(covers("root.array[0].nested", k("root"), k("array"), i(1), k("nested")));
        assertTrue(covers("root.array[0][1].nested", k("root"), k("array"), i(0), i(1), k("nested"), k("x")));
        assertFalse(covers("root.array[0][1].nested", k("root"), k("array"), i(0), i(2), k("nested")));
        // "root.array[100]": an index is not the key of the same digits
        assertTrue(covers("root.array[100]", k("root"), k("array"), i(100)));
        assertFalse(covers("root.array[100]", k("root"), k("array"), k("100")));
        // Contains: foo["bar"][1] contains foo.bar[1].baz, and not a shorter path
        assertTrue(covers("foo[\"bar\"][1]", k("foo"), k("bar"), i(1), k("baz")));
        assertFalse(covers("foo[\"bar\"][1]", k("foo"), k("bar")));
    }

    @Test
    void quotedKeysMayHoldDotsBracketsAndEscapedQuotes() {
        // root["key with a ."], root["key with \"escaped\" quotes"], ["root key with a ."][100]
        assertTrue(covers("root[\"key with a .\"]", k("root"), k("key with a .")));
        assertFalse(covers("root[\"key with a .\"]", k("root"), k("key with a ")));
        assertTrue(covers("root[\"key with \\\"escaped\\\" quotes\"]", k("root"), k("key with \"escaped\" quotes")));
        assertTrue(covers("[\"root key with a .\"][100]", k("root key with a ."), i(100)));
        assertFalse(covers("[\"root key with a .\"][100]", k("root key with a ."), i(10)));
        assertTrue(covers("a[\"x]y\"].b", k("a"), k("x]y"), k("b")));
        assertFalse(covers("a[\"x]y\"].b", k("a"), k("x]y"), k("c")));
        // the empty quoted key
        assertTrue(covers("a[\"\"]", k("a"), k("")));
    }

    @Test
    void wildcardsMatchAnyOneKeyOrIndex() {
        // root.array[*].field; Contains: foo.*.baz contains foo.bar.baz.bam, and * any path
        assertTrue(covers("root.array[*].field", k("root"), k("array"), i(7), k("field")));
        assertFalse(covers("root.array[*].field", k("root"), k("array"), i(7), k("other")));
        assertTrue(covers("foo.*.baz", k("foo"), k("bar"), k("baz"), k("bam")));
        assertTrue(covers("foo.*.baz", k("foo"), i(3), k("baz")));
        assertTrue(covers("*", k("anything"), i(0)));
    }

    @Test
    void aPathPulumiCannotParseMatchesOnlyItselfAsOneKey() {
        // missing closing quote, missing closing bracket, not an index: errors in ParsePropertyPath
        for (String bad : List.of("a[\"x]", "a[\"x]\"", "a[\"x\"y]", "a[0", "a[x]", "a[", "a[\"]")) {
            assertTrue(covers(bad, k(bad)), bad);
            assertFalse(covers(bad, k("a"), k("x")), bad);
            assertFalse(covers(bad, k("a"), i(0)), bad);
            assertFalse(covers(bad, k("a")), bad);
        }
    }

    @Test
    void strayDotsMatchNoOtherKey() {
        // ParsePropertyPath skips stray dots ("a." reads as a, "a..b" as a.b); this reader takes such
        // a path as one literal key. Either way none of them names the key b alone.
        for (String stray : List.of("a.", "[0].", ".a", "a..b")) {
            assertFalse(covers(stray, k("b")), stray);
            assertFalse(covers(stray, i(1)), stray);
        }
    }

    @Test
    void anEmptyPathCoversNothingElse() {
        // no steps would cover every path (a prefix of all of them): an empty ignoreChanges entry
        // must not hide a change
        assertFalse(covers("", k("b")));
        assertFalse(covers("", i(0)));
        assertTrue(covers("", k("")));
    }

    @Test
    void anEmptyQuotedKeyIsAKeyOfItsOwn() {
        // ParsePropertyPath reads '["' up to the next unescaped '"': nothing between the quotes is
        // the empty key, not an error
        assertTrue(covers("tags[\"\"]", k("tags"), k("")));
        assertFalse(covers("tags[\"\"]", k("tags"), k("a")));
        assertFalse(covers("tags[\"\"]", k("tags[\"\"]")));
    }
}
