/** The reference provider schema as a checker for wire inputs and change (update vs replace) semantics. */
package ocigpucluster.schema;
