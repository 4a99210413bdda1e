package ocigpucluster.preview;

/** A plan file that is not the shape the offline preview writes; the message is one line. */
public final class PlanFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public PlanFormatException(String message) {
        super(message);
    }
}
