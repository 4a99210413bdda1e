package ocigpucluster.validation;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ocigpucluster.MainClasses;
import ocigpucluster.PackageSources;
import org.junit.jupiter.api.Test;

/**
 * The pure core (config, checks, shapes, NCCL parsing and sizing, cost) runs without
 * Pulumi: it never names com.pulumi, the bindings or a package outside the core, and settings is
 * below validation (no cycle). Read from the sources, so fully-qualified names and constants
 * (which javac copies into the class files) count as imports; and from the compiled classes
 * (ArchUnit), so a type reached without being named (an inferred {@code var}, a chained call)
 * counts too.
 */
class CorePackagesTest {
    static final Set<String> CORE = Set.of("settings", "validation", "shapes", "nccl", "cost");
    private static final Pattern PULUMI_REF = Pattern.compile("\\bcom\\.pulumi\\b");
    /**
     * Known breaches, each to be removed when fixed; any other one fails. (plan-diff is an
     * offline tool beside the preview: it reads the preview's plan model and the schema's
     * replace rule, so it is not in the core.)
     */
    private static final Set<String> KNOWN = Set.of();

    @Test
    void coreNamesNoPulumiBindingsOrOuterPackage() throws IOException {
        List<String> problems = new ArrayList<>();
        int files = 0;
        for (String pkg : new TreeSet<>(CORE)) {
            for (Path f : PackageSources.sources(pkg)) {
                files++;
                String text = PackageSources.code(f);
                if (PULUMI_REF.matcher(text).find()) {
                    problems.add(f + " uses com.pulumi");
                }
                Matcher m = PackageSources.PROJECT_REF.matcher(text);
                while (m.find()) {
                    String breach = f.getFileName() + " uses ocigpucluster." + m.group(1);
                    if (!CORE.contains(m.group(1)) && !KNOWN.contains(breach)) {
                        problems.add(f + " uses ocigpucluster." + m.group(1));
                    }
                }
            }
        }
        assertTrue(files > 30, "expected the core's sources under " + PackageSources.ROOT + ", found " + files);
        assertEquals(List.of(), problems);
    }

    @Test
    void settingsDoesNotDependOnValidation() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path f : PackageSources.sources("settings")) {
            Matcher m = PackageSources.PROJECT_REF.matcher(PackageSources.code(f));
            while (m.find()) {
                if (!m.group(1).equals("settings") && !m.group(1).equals("shapes")) {
                    problems.add(f + " uses ocigpucluster." + m.group(1));
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theScanSeesAViolationWhenThereIsOne() {
        // the patterns above must match the forms the code uses, or the tests pass vacuously
        assertTrue(PackageSources.PROJECT_REF
                .matcher("var x = ocigpucluster.bootstrap.NcclSweep.fits(1);")
                .find());
        assertTrue(PackageSources.PROJECT_REF
                .matcher("import ocigpucluster.validation.Diagnostic;")
                .find());
        assertTrue(PULUMI_REF.matcher("import com.pulumi.core.Output;").find());
    }

    /** The core's classes use only the core's, the JDK's and libraries other than Pulumi. */
    private static final ArchRule CORE_USES_NO_PULUMI_OR_OUTER_PACKAGE = classes()
            .that()
            .resideInAnyPackage(corePackages())
            .should()
            .onlyDependOnClassesThat(
                    resideOutsideOfPackages("ocigpucluster..", "com.pulumi..").or(resideInAnyPackage(corePackages())));

    private static String[] corePackages() {
        return CORE.stream().map(p -> "ocigpucluster." + p + "..").toArray(String[]::new);
    }

    @Test
    void coreClassesDependOnNoPulumiOrOuterPackage() {
        CORE_USES_NO_PULUMI_OR_OUTER_PACKAGE.check(MainClasses.get());
    }

    /** A core-package class that uses Pulumi, as the rule above must refuse it. */
    static final class UsesPulumi {
        Object output() {
            return com.pulumi.core.Output.of("x");
        }
    }

    @Test
    void theClassRuleSeesAViolationWhenThereIsOne() {
        assertTrue(CORE_USES_NO_PULUMI_OR_OUTER_PACKAGE
                .evaluate(new ClassFileImporter().importClasses(UsesPulumi.class))
                .hasViolation());
        assertFalse(CORE_USES_NO_PULUMI_OR_OUTER_PACKAGE
                .evaluate(new ClassFileImporter().importClasses(Validator.class))
                .hasViolation());
    }
}
