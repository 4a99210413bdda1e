package ocigpucluster;

/** Entry point: placeholder until the program lands. */
public final class App {
    public static void main(String[] args) {
        System.out.println("oci-gpu-cluster");
    }
}
