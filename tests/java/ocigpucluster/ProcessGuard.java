package ocigpucluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails an untagged test class that starts a process: untagged means a unit test, which `mvn
 * test` runs with the promise of no process and no root (CONTRIBUTING.md); a class that needs a
 * process is tagged {@code process}, {@code bed} or {@code packaged} and runs in `mvn verify`.
 * Registered for every class by JUnit's extension autodetection (program/pom.xml turns it on;
 * tests/resources/META-INF/services names this class). It records the JDK's own "Process Start"
 * event (JDK Flight Recorder, {@code jdk.ProcessStart}, JDK 17 and later), which every
 * ProcessBuilder.start and Runtime.exec emits, while each top-level untagged class runs.
 */
public final class ProcessGuard implements BeforeAllCallback, AfterAllCallback {
    /** The tags of the tests that may start processes (program/pom.xml runs them after package). */
    public static final Set<String> PROCESS_TAGS = Set.of("process", "bed", "packaged");

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ProcessGuard.class);
    private static volatile String guarding;

    @Override
    public void beforeAll(ExtensionContext context) {
        boolean topLevel =
                context.getParent().flatMap(ExtensionContext::getTestClass).isEmpty();
        if (!topLevel || !Collections.disjoint(context.getTags(), PROCESS_TAGS)) {
            return;
        }
        context.getStore(NAMESPACE).put(Recording.class, startRecording());
        guarding = context.getRequiredTestClass().getName();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Recording recording = context.getStore(NAMESPACE).remove(Recording.class, Recording.class);
        if (recording == null) {
            return;
        }
        guarding = null;
        List<String> starts = processStarts(recording);
        if (!starts.isEmpty()) {
            throw new AssertionError(
                    context.getRequiredTestClass().getName() + " is untagged (a unit test, run by `mvn test`)"
                            + " but started " + starts.size()
                            + " process(es); tag it @Tag(\"process\") (or \"bed\" if it needs root):\n"
                            + String.join("\n", starts));
        }
    }

    /** The untagged class this JVM is guarding now, or null. */
    public static String guarding() {
        return guarding;
    }

    public static Recording startRecording() {
        Recording recording = new Recording();
        recording.enable("jdk.ProcessStart").withStackTrace();
        recording.start();
        return recording;
    }

    /** Stops and closes the recording; each process it saw as its command line and where it was started. */
    public static List<String> processStarts(Recording recording) {
        try (recording) {
            recording.stop();
            Path file = Files.createTempFile("process-starts", ".jfr");
            try {
                recording.dump(file);
                return RecordingFile.readAllEvents(file).stream()
                        .filter(e -> e.getEventType().getName().equals("jdk.ProcessStart"))
                        .map(ProcessGuard::describe)
                        .toList();
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String describe(RecordedEvent start) {
        String where = start.getStackTrace() == null
                ? ""
                : start.getStackTrace().getFrames().stream()
                        .map(RecordedFrame::getMethod)
                        .map(m -> m.getType().getName() + "." + m.getName())
                        .filter(m -> m.startsWith("ocigpucluster."))
                        .limit(4)
                        .collect(Collectors.joining(" < ", " from ", ""));
        String command = start.getString("command");
        return "  " + (command.length() > 160 ? command.substring(0, 160) + "..." : command) + where;
    }
}
